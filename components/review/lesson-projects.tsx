"use client";

import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { apiCall } from "@/lib/api/client";
import type { LessonProject } from "@/lib/review/find-lesson-projects";
import { StatusBadge } from "./status-badge";

/** The lesson's projects under its practice: each links to its page, with where the student's work stands. */
export function LessonProjects({ lessonId, courseId }: { lessonId: string; courseId: string }) {
  const t = useTranslations("review.lesson");
  const { data } = useQuery({
    queryKey: ["lesson-projects", lessonId],
    queryFn: () => apiCall<{ projects: LessonProject[] }>(`/api/lessons/${encodeURIComponent(lessonId)}/projects`),
  });
  if (!data?.projects.length) return null;
  return (
    <section className="space-y-2" aria-labelledby={`projects-${lessonId}`}>
      <h2 id={`projects-${lessonId}`} className="text-lg font-semibold">
        {t("title")}
      </h2>
      <ul className="space-y-2">
        {data.projects.map((project) => (
          <li key={project.id} className="flex flex-wrap items-center gap-2 rounded-xl bg-surface-raised px-4 py-3 ring-1 ring-white/10">
            <Link href={`/learning/${encodeURIComponent(courseId)}/projects/${project.id}`} className="flex-1 font-medium underline-offset-4 hover:underline">
              {project.title}
            </Link>
            {project.status ? <StatusBadge status={project.status} /> : <span className="text-sm text-gray-300">{t("notSent")}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
