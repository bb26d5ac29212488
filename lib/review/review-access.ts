import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/auth/session";
import type { Tx } from "@/lib/db/client";
import { assertMentorOf } from "./mentor-access";

export type LockedIteration = { id: string; userId: string; exerciseId: string; status: string; claimedById: string | null; files: unknown };

/**
 * The iteration under its row lock, for a mentor of its student: what claim, comment and decision
 * read, so each is ordered against the others on the same iteration. Unknown is 404.
 */
export async function lockIteration(tx: Tx, caller: Caller, submissionId: string): Promise<LockedIteration> {
  const [row] = await tx.$queryRaw<LockedIteration[]>`
    SELECT id, "userId", "exerciseId", status::text AS status, "claimedById", files
    FROM "ProjectSubmission" WHERE id = ${submissionId} FOR UPDATE`;
  if (!row) throw new AppError("project_submission_not_found");
  await assertMentorOf(caller, row.userId, tx);
  return row;
}

/** Comments and the decision are the claiming mentor's own: 409 when nobody claimed it, 403 when another did. */
export function assertClaimedBy(caller: Caller, row: LockedIteration): void {
  if (row.status !== "in_review") throw new AppError("review_not_open");
  if (row.claimedById !== caller.id) throw new AppError("review_claimed");
}
