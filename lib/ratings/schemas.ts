import { z } from "zod";
import { recordId } from "@/lib/api/record-id";

/** A review is short plain text: shown as text, never as HTML or Markdown. */
export const REVIEW_MAX_LENGTH = 500;

/** PUT /api/courses/{id}/rating: 1 to 5 stars and an optional review (empty clears it). */
export const rateCourseBody = z.object({
  stars: z.number({ error: "api.validation.ratingStars" }).int("api.validation.ratingStars").min(1, "api.validation.ratingStars").max(5, "api.validation.ratingStars"),
  review: z.string({ error: "api.validation.reviewTooLong" }).trim().max(REVIEW_MAX_LENGTH, "api.validation.reviewTooLong").optional(),
});
export type RateCourseBody = z.infer<typeof rateCourseBody>;

export const reviewIdParams = z.object({ id: recordId });

/** PATCH /api/admin/course-ratings/{id}: hide or show a review's words. */
export const hideReviewBody = z.object({ hidden: z.boolean({ error: "api.validation.hiddenFlag" }) });
