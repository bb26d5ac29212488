import "server-only";
import type { Caller } from "@/lib/auth/session";
import { db, type Tx } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import type { ReportAction, ReportTarget } from "./schemas";

export type ReportDecision = { target: ReportTarget; id: string; action: ReportAction; hidden: boolean; decidedAt: Date };

/** The target's row, locked: two admins deciding on it at once decide one after the other. */
async function lockTarget(tx: Tx, target: ReportTarget, id: string): Promise<{ hidden: boolean }> {
  const [row] =
    target === "question_post"
      ? await tx.$queryRaw<{ hidden: boolean }[]>`SELECT "hiddenAt" IS NOT NULL AS hidden FROM "QuestionPost" WHERE id = ${id} FOR UPDATE`
      : await tx.$queryRaw<{ hidden: boolean }[]>`SELECT "hiddenAt" IS NOT NULL AS hidden FROM "CourseRating" WHERE id = ${id} FOR UPDATE`;
  if (!row) throw new AppError(target === "question_post" ? "question_not_found" : "review_not_found");
  return row;
}

/** Reports made since the target's last decision (every report when there was none). */
async function openReports(tx: Tx, target: ReportTarget, id: string): Promise<number> {
  const reports =
    target === "question_post"
      ? await tx.$queryRaw<{ open: number }[]>`SELECT count(*)::int AS open FROM "QuestionReport" r WHERE r."postId" = ${id} AND r."createdAt" > coalesce(
          (SELECT max("createdAt") FROM "ModerationDecision" WHERE target = 'question_post' AND "targetId" = ${id}), '-infinity')`
      : await tx.$queryRaw<{ open: number }[]>`SELECT count(*)::int AS open FROM "CourseRatingReport" r WHERE r."ratingId" = ${id} AND r."createdAt" > coalesce(
          (SELECT max("createdAt") FROM "ModerationDecision" WHERE target = 'course_review' AND "targetId" = ${id}), '-infinity')`;
  return reports[0]?.open ?? 0;
}

/**
 * An admin's decision on a reported question post or course review (/admin/reports): `hide` it
 * from readers (kept for the record), `dismiss` its reports and leave it shown, or `restore` a
 * hidden one. Hide and dismiss decide the open reports, so they need some; restore needs it
 * hidden. The target's row is locked first, so of two admins deciding at once the second sees
 * the first's decision and is answered 409 `report_decided`, never a second record. Every
 * decision is kept with who made it and when (the clock's time, after the lock, so every report
 * the admin could see is older than it).
 */
export async function decideReport({ caller, target, id, action }: { caller: Caller; target: ReportTarget; id: string; action: ReportAction }): Promise<ReportDecision> {
  if (caller.role !== "admin") throw new AppError("forbidden");
  return db().$transaction(async (tx) => {
    const { hidden } = await lockTarget(tx, target, id);
    if (action === "restore" ? !hidden : (await openReports(tx, target, id)) === 0 || (action === "hide" && hidden)) throw new AppError("report_decided");
    const nowHidden = action === "hide" ? true : action === "restore" ? false : hidden;
    if (nowHidden !== hidden) {
      if (target === "question_post") {
        await tx.questionPost.update({ where: { id }, data: nowHidden ? { hiddenAt: new Date(), hiddenById: caller.id } : { hiddenAt: null, hiddenById: null } });
      } else {
        await tx.courseRating.update({ where: { id }, data: { hiddenAt: nowHidden ? new Date() : null } });
      }
    }
    const [decision] = await tx.$queryRaw<{ createdAt: Date }[]>`
      INSERT INTO "ModerationDecision" (id, target, "targetId", action, "actorId", "createdAt")
      VALUES (${crypto.randomUUID()}, ${target}::"ModerationTarget", ${id}, ${action}::"ModerationAction", ${caller.id}, clock_timestamp())
      RETURNING "createdAt"`;
    return { target, id, action, hidden: nowHidden, decidedAt: decision!.createdAt };
  });
}
