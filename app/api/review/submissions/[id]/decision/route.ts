import { idParams } from "@/lib/admin/params";
import { route } from "@/lib/api/route";
import { reviewDecisionBody } from "@/lib/review/contract";
import { decideReview } from "@/lib/review/decide-review";

// POST /api/review/submissions/{id}/decision — { decision: accept, score } or { decision: changes, summary }: finish the review
export const POST = route({ auth: "user", params: idParams, body: reviewDecisionBody }, async ({ caller, params, body, t }) => {
  const review = await decideReview({ caller, submissionId: params.id, decision: body });
  return { message: t(review.status === "accepted" ? "api.success.reviewAccepted" : "api.success.reviewChangesRequested"), review };
});
