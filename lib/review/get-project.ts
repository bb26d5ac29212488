import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locales";
import { localizedText } from "@/lib/i18n/localized-text";
import { assertCanLearn, courseVisibilitySelect } from "@/lib/learning/course-access";
import type { ProjectFile } from "./contract";
import { commentSelect, iterationSelect, iterationView, type ReviewComment, type StudentProject } from "./shapes";

/** A project's own fields, as the student's page and the CMS form read them. */
export const projectFieldsSelect = {
  id: true,
  lessonId: true,
  kind: true,
  published: true,
  titleUz: true,
  titleRu: true,
  statementUz: true,
  statementRu: true,
  starterFiles: true,
  checks: true,
  projectBrief: true,
} as const;

export const projectSelect = {
  ...projectFieldsSelect,
  lesson: { select: { module: { select: { course: { select: courseVisibilitySelect } } } } },
} as const;

/** A published project the caller may learn from (enrolled, or an admin); anything else is 404 as exercises are. */
export async function getProjectRowOrThrow(caller: Caller, projectId: string) {
  const row = await db().exercise.findUnique({ where: { id: projectId }, select: projectSelect });
  if (!row || row.kind !== "project" || !row.projectBrief || (!row.published && caller.role !== "admin")) throw new AppError("project_not_found");
  const course = row.lesson.module.course;
  const { enrolled } = await assertCanLearn({ caller, course, notFound: "exercise_not_found" }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "exercise_not_found") throw new AppError("project_not_found");
    throw error;
  });
  return { row, brief: row.projectBrief, course, enrolled };
}

/** GET /api/projects/{id}: the brief and the caller's own iterations, newest first, with the comments of finished reviews only. */
export async function getProject(input: { caller: Caller; projectId: string; locale: Locale }): Promise<StudentProject> {
  const { row, brief, course } = await getProjectRowOrThrow(input.caller, input.projectId);
  const iterations = await db().projectSubmission.findMany({
    where: { exerciseId: row.id, userId: input.caller.id },
    orderBy: { iteration: "desc" },
    select: { ...iterationSelect, comments: { orderBy: [{ file: "asc" }, { line: "asc" }, { createdAt: "asc" }], select: commentSelect } },
  });
  const last = iterations[0];
  return {
    id: row.id,
    lessonId: row.lessonId,
    courseId: course.id,
    title: localizedText(input.locale, row.titleUz, row.titleRu),
    statement: localizedText(input.locale, row.statementUz, row.statementRu),
    starterFiles: row.starterFiles as unknown as ProjectFile[],
    brief: {
      acceptFiles: brief.acceptFiles,
      acceptArchive: brief.acceptArchive,
      acceptLink: brief.acceptLink,
      checklist: input.locale === "ru" && brief.checklistRu.length ? brief.checklistRu : brief.checklistUz,
    },
    iterations: iterations.map(({ comments, ...iteration }) => iterationView(iteration, comments as ReviewComment[], true, input.locale)),
    canSubmit: !last || last.status === "changes_requested",
    accepted: iterations.some((iteration) => iteration.status === "accepted"),
    checkCount: brief.checkKind ? (row.checks as unknown[]).length : 0,
  };
}
