import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locales";
import { localizedText } from "@/lib/i18n/localized-text";
import { assertMentorOf } from "./mentor-access";
import { commentSelect, iterationSelect, iterationView, type ProjectIteration, type ReviewComment } from "./shapes";

export type ReviewSubmission = {
  submission: ProjectIteration;
  student: { id: string; fullName: string };
  project: { id: string; title: string; statement: string; checklist: string[] };
  /** The student's earlier iterations of the same project, newest first, with their reviews. */
  earlier: ProjectIteration[];
};

/** GET /api/review/submissions/{id}: an iteration for a mentor of its student, with every comment and the earlier iterations. */
export async function getReviewSubmission(input: { caller: Caller; submissionId: string; locale: Locale }): Promise<ReviewSubmission> {
  const row = await db().projectSubmission.findUnique({
    where: { id: input.submissionId },
    select: {
      ...iterationSelect,
      user: { select: { id: true, fullName: true } },
      exercise: { select: { id: true, titleUz: true, titleRu: true, statementUz: true, statementRu: true, projectBrief: { select: { checklistUz: true, checklistRu: true } } } },
    },
  });
  if (!row) throw new AppError("project_submission_not_found");
  await assertMentorOf(input.caller, row.userId);
  const iterations = await db().projectSubmission.findMany({
    where: { exerciseId: row.exerciseId, userId: row.userId },
    orderBy: { iteration: "desc" },
    select: { ...iterationSelect, comments: { orderBy: [{ file: "asc" }, { line: "asc" }, { createdAt: "asc" }], select: commentSelect } },
  });
  const views = iterations.map(({ comments, ...iteration }) => iterationView(iteration, comments as ReviewComment[], false));
  const brief = row.exercise.projectBrief;
  return {
    submission: views.find((view) => view.id === row.id)!,
    student: row.user,
    project: {
      id: row.exercise.id,
      title: localizedText(input.locale, row.exercise.titleUz, row.exercise.titleRu),
      statement: localizedText(input.locale, row.exercise.statementUz, row.exercise.statementRu),
      checklist: brief ? (input.locale === "ru" && brief.checklistRu.length ? brief.checklistRu : brief.checklistUz) : [],
    },
    earlier: views.filter((view) => view.iteration < row.iteration),
  };
}
