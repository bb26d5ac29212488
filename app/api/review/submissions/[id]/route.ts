import { idParams } from "@/lib/admin/params";
import { route } from "@/lib/api/route";
import { getReviewSubmission } from "@/lib/review/get-review-submission";

// GET /api/review/submissions/{id} — an iteration for its student's mentor: files, link, comments, the earlier iterations
export const GET = route({ auth: "user", params: idParams }, async ({ caller, params, locale }) => getReviewSubmission({ caller, submissionId: params.id, locale }));
