import { idParams } from "@/lib/admin/params";
import { json, route } from "@/lib/api/route";
import { addReviewComment } from "@/lib/review/add-review-comment";
import { reviewCommentBody } from "@/lib/review/contract";

// POST /api/review/submissions/{id}/comments — { file, line, body }: the claiming mentor's comment on a line
export const POST = route({ auth: "user", params: idParams, body: reviewCommentBody }, async ({ caller, params, body, t }) => {
  const comment = await addReviewComment({ caller, submissionId: params.id, ...body });
  return json({ message: t("api.success.reviewCommented"), comment }, { status: 201 });
});
