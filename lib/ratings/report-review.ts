import "server-only";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";

/**
 * The caller reports a shown review to the admins. A user's second report of the same review
 * changes nothing; the count goes up in the same statement as the report, so it never drifts.
 */
export async function reportReview(input: { caller: Caller; reviewId: string }): Promise<{ reported: boolean }> {
  const [row] = await db().$queryRaw<{ found: boolean; added: boolean }[]>`
    WITH target AS (
      SELECT id FROM "CourseRating" WHERE id = ${input.reviewId} AND "hiddenAt" IS NULL AND review <> ''
    ), added AS (
      INSERT INTO "CourseRatingReport" ("ratingId", "userId") SELECT id, ${input.caller.id} FROM target
      ON CONFLICT DO NOTHING RETURNING "ratingId"
    ), counted AS (
      UPDATE "CourseRating" SET "reportCount" = "reportCount" + 1 WHERE id IN (SELECT "ratingId" FROM added) RETURNING id
    )
    SELECT EXISTS (SELECT 1 FROM target) AS found, EXISTS (SELECT 1 FROM counted) AS added`;
  if (!row?.found) throw new AppError("review_not_found");
  return { reported: true };
}
