import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { lockIteration } from "./review-access";

/**
 * POST /api/review/submissions/{id}/claim: the caller takes a waiting iteration for review, so two
 * mentors never review it twice. Under the row lock, the second of two mentors racing finds it
 * claimed and gets 409 `review_claimed`; claiming one's own claim again is answered as is.
 */
export async function claimSubmission(input: { caller: Caller; submissionId: string }): Promise<{ id: string; status: "in_review"; claimedAt: Date }> {
  return db().$transaction(async (tx) => {
    const row = await lockIteration(tx, input.caller, input.submissionId);
    if (row.status === "in_review" && row.claimedById === input.caller.id) {
      const own = await tx.projectSubmission.findUniqueOrThrow({ where: { id: row.id }, select: { claimedAt: true } });
      return { id: row.id, status: "in_review" as const, claimedAt: own.claimedAt! };
    }
    if (row.status === "in_review") throw new AppError("review_claimed");
    if (row.status !== "waiting") throw new AppError("review_not_open");
    const claimed = await tx.projectSubmission.update({
      where: { id: row.id },
      data: { status: "in_review", claimedById: input.caller.id, claimedAt: new Date() },
      select: { claimedAt: true },
    });
    return { id: row.id, status: "in_review" as const, claimedAt: claimed.claimedAt! };
  });
}
