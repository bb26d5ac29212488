import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locales";
import { localizedText } from "@/lib/i18n/localized-text";
import { assertCanLearn, courseVisibilitySelect } from "@/lib/learning/course-access";
import type { ProjectStatus } from "./contract";

export type LessonProject = { id: string; title: string; status: ProjectStatus | null; iteration: number };

/** GET /api/lessons/{lessonId}/projects: the lesson's published projects, with where the caller's last iteration stands. */
export async function findLessonProjects(input: { caller: Caller; lessonId: string; locale: Locale }): Promise<{ projects: LessonProject[] }> {
  const lesson = await db().lesson.findUnique({
    where: { id: input.lessonId },
    select: {
      module: { select: { course: { select: courseVisibilitySelect } } },
      exercises: {
        where: { published: true, kind: "project" },
        orderBy: [{ position: "asc" }, { createdAt: "asc" }],
        select: {
          id: true,
          titleUz: true,
          titleRu: true,
          projectSubmissions: { where: { userId: input.caller.id }, orderBy: { iteration: "desc" }, take: 1, select: { status: true, iteration: true } },
        },
      },
    },
  });
  if (!lesson) throw new AppError("lesson_not_found");
  await assertCanLearn({ caller: input.caller, course: lesson.module.course, notFound: "lesson_not_found" });
  return {
    projects: lesson.exercises.map((row) => ({
      id: row.id,
      title: localizedText(input.locale, row.titleUz, row.titleRu),
      status: row.projectSubmissions[0]?.status ?? null,
      iteration: row.projectSubmissions[0]?.iteration ?? 0,
    })),
  };
}
