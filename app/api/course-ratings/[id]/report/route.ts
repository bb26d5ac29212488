import { route } from "@/lib/api/route";
import { reportReview } from "@/lib/ratings/report-review";
import { reviewIdParams } from "@/lib/ratings/schemas";

// POST /api/course-ratings/{id}/report — report a shown review to the admins (once per user)
export const POST = route({ auth: "user", params: reviewIdParams }, async ({ caller, params, t }) => {
  await reportReview({ caller, reviewId: params.id });
  return { message: t("api.success.reviewReported") };
});
