import { idParams } from "@/lib/admin/params";
import { route } from "@/lib/api/route";
import { claimSubmission } from "@/lib/review/claim-submission";

// POST /api/review/submissions/{id}/claim — take a waiting iteration for review; 409 when another mentor has it
export const POST = route({ auth: "user", params: idParams }, async ({ caller, params, t }) => ({
  message: t("api.success.reviewClaimed"),
  claim: await claimSubmission({ caller, submissionId: params.id }),
}));
