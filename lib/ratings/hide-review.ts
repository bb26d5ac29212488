import "server-only";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";

/** An admin hides a review's words from the course page, or shows them again; the stars still count. */
export async function hideReview(input: { reviewId: string; hidden: boolean }): Promise<{ hidden: boolean }> {
  const { count } = await db().courseRating.updateMany({
    where: { id: input.reviewId },
    data: { hiddenAt: input.hidden ? new Date() : null },
  });
  if (count === 0) throw new AppError("review_not_found");
  return { hidden: input.hidden };
}
