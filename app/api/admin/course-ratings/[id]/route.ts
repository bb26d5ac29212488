import { route } from "@/lib/api/route";
import { hideReview } from "@/lib/ratings/hide-review";
import { hideReviewBody, reviewIdParams } from "@/lib/ratings/schemas";

// PATCH /api/admin/course-ratings/{id} — { hidden }: hide a review's words from the course page, or show them again
export const PATCH = route({ auth: "admin", params: reviewIdParams, body: hideReviewBody }, async ({ params, body, t }) => {
  const result = await hideReview({ reviewId: params.id, hidden: body.hidden });
  return { message: t(result.hidden ? "api.success.reviewHidden" : "api.success.reviewShown"), ...result };
});
