import "server-only";
import { consumeAttempt } from "@/lib/auth/rate-limit";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { studentGroupIds } from "@/lib/realtime/mentor-groups";
import { publishToMentors } from "@/lib/realtime/publish";
import type { Prisma } from "@/lib/db/generated/client";
import type { Locale } from "@/lib/i18n/locales";
import type { Check, CodeKind } from "@/lib/practice/contract";
import type { ProjectFile } from "./contract";
import { getProjectRowOrThrow } from "./get-project";
import { readProjectArchive, type ProjectArchive } from "./read-archive";
import { runProjectChecks, type ProjectCheckRecord } from "./run-project-checks";
import { iterationSelect, iterationView, type ProjectIteration } from "./shapes";

/** Iterations a student may send in an hour, across their projects. */
export const PROJECT_SUBMISSIONS_PER_HOUR = 20;

/**
 * POST /api/projects/{id}/submissions: a new iteration, waiting in the review queue. Only an
 * enrolled student sends (an admin or teacher previewing is 403); what is sent must be what the
 * brief asks for, and something. A new iteration is refused (409) while the last one waits or is
 * under review, and after acceptance. The archive is read and sniffed before the transaction; the
 * iteration's number is taken under the row lock of the last one, and the unique (project,
 * student, iteration) makes two sends at once one iteration and one 409.
 *
 * A project with automatic checks runs them over the files first, in the practice sandbox
 * (run-project-checks.ts); the report is stored with the iteration. One that fails a required
 * check (any not listed in the brief's optionalChecks) is stored sent back (changes_requested, no reviewer, no review): it never enters the queue, the
 * student reads why at once and may send the next. Mentors hear of a queued one live after the
 * commit (the socket's `review:new`): admins, and the teachers of the student's groups.
 */
export async function submitProject(input: { caller: Caller; projectId: string; files?: ProjectFile[]; link?: string; archive?: File; locale: Locale }): Promise<ProjectIteration> {
  const { row, brief, enrolled } = await getProjectRowOrThrow(input.caller, input.projectId);
  if (!enrolled) throw new AppError("forbidden", "api.problems.projectStudentsOnly");
  const files = input.files ?? [];
  if ((files.length && !brief.acceptFiles) || (input.link && !brief.acceptLink) || (input.archive && !brief.acceptArchive)) throw new AppError("invalid_input", "api.problems.projectNotAsked");
  if (!files.length && !input.link && !input.archive) throw new AppError("invalid_input", "api.problems.projectEmpty");
  await consumeAttempt({ key: `project:${input.caller.id}`, max: PROJECT_SUBMISSIONS_PER_HOUR, windowMinutes: 60 });
  const archive: ProjectArchive | null = input.archive ? await readProjectArchive(input.archive) : null;
  const checks = row.checks as unknown as Check[];
  let report: ProjectCheckRecord | null = null;
  if (brief.checkKind && checks.length) {
    // Not worth a sandbox run when the send will be refused: the locked read below still decides.
    const last = await db().projectSubmission.findFirst({ where: { exerciseId: row.id, userId: input.caller.id }, orderBy: { iteration: "desc" }, select: { status: true } });
    if (last?.status === "accepted") throw new AppError("project_accepted");
    if (last && last.status !== "changes_requested") throw new AppError("review_pending");
    report = await runProjectChecks({ kind: brief.checkKind as CodeKind, checks, optional: brief.optionalChecks, files, caller: input.caller.id });
  }
  const mentorGroups = await studentGroupIds(input.caller.id);
  const created = await db().$transaction(async (tx) => {
    const [last] = await tx.$queryRaw<{ iteration: number; status: string }[]>`
      SELECT iteration, status::text AS status FROM "ProjectSubmission"
      WHERE "exerciseId" = ${row.id} AND "userId" = ${input.caller.id}
      ORDER BY iteration DESC LIMIT 1 FOR UPDATE`;
    if (last?.status === "accepted") throw new AppError("project_accepted");
    if (last && last.status !== "changes_requested") throw new AppError("review_pending");
    return tx.projectSubmission.create({
      data: {
        exerciseId: row.id,
        userId: input.caller.id,
        iteration: (last?.iteration ?? 0) + 1,
        files: files as unknown as Prisma.InputJsonValue,
        link: input.link ?? null,
        ...(archive ?? {}),
        ...(report ? { checkReport: report as unknown as Prisma.InputJsonValue, status: report.held ? ("changes_requested" as const) : ("waiting" as const) } : {}),
      },
      select: iterationSelect,
    });
  });
  // One sent back by its checks never enters the queue, so mentors have nothing to hear of.
  if (!report?.held) publishToMentors({ type: "review:new", payload: { submissionId: created.id } }, mentorGroups);
  return iterationView(created, [], true, input.locale);
}
