import { route } from "@/lib/api/route";
import { decideReport } from "@/lib/moderation/decide-report";
import { decideReportBody, reportTargetParams } from "@/lib/moderation/schemas";

const SAID = { hide: "api.success.reportHidden", restore: "api.success.reportRestored", dismiss: "api.success.reportDismissed" } as const;

// POST /api/admin/reports/{target}/{id} — { action: hide | restore | dismiss }: decide on a reported question post or course review (recorded with who and when)
export const POST = route({ auth: "admin", params: reportTargetParams, body: decideReportBody }, async ({ caller, params, body, t }) => {
  const decision = await decideReport({ caller, target: params.target, id: params.id, action: body.action });
  return { message: t(SAID[decision.action]), decision };
});
