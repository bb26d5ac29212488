"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/components/ui/cn";
import type { CmsCourseDetails } from "./types";
import { useSetCourseStatus } from "./use-courses";

/** Spec §4: the switch sends the opposite status and moves only once the server agreed. */
export function CourseStatusSwitch({ course, onError }: { course: CmsCourseDetails; onError: () => void }) {
  const t = useTranslations("admin.courseDetail");
  const courses = useTranslations("admin.courses");
  const setStatus = useSetCourseStatus(course.id, { onError });
  const active = course.status === "active";
  return (
    <div className="flex items-center justify-between gap-3 rounded-xl bg-surface p-3 ring-1 ring-white/5">
      <span className="text-sm font-medium text-gray-300" id="course-status-label">
        {t("status")}
      </span>
      <div className="flex items-center gap-3">
        <Badge tone={active ? "success" : "neutral"}>{courses(active ? "status.active" : "status.draft")}</Badge>
        <button
          type="button"
          role="switch"
          aria-checked={active}
          aria-labelledby="course-status-label"
          disabled={setStatus.isPending}
          onClick={() => setStatus.mutate(active ? "draft" : "active")}
          className={cn(
            "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:opacity-50",
            active ? "bg-brand-600" : "bg-gray-600",
          )}
        >
          <span className={cn("inline-block size-5 rounded-full bg-white shadow transition-transform", active ? "translate-x-5" : "translate-x-0.5")} />
        </button>
      </div>
    </div>
  );
}
