import { idParams } from "@/lib/admin/params";
import { requestOrigin } from "@/lib/api/public-origin";
import { route } from "@/lib/api/route";
import { findResetLinks } from "@/lib/recovery/find-reset-links";
import { createResetLink } from "@/lib/recovery/password-reset";

// GET /api/admin/users/{id}/password-reset — the user's latest reset links: who made each, when, and whether used or voided
export const GET = route({ auth: "admin", params: idParams }, async ({ params }) => findResetLinks({ userId: params.id }));

// POST /api/admin/users/{id}/password-reset — a one-time link (24 h) that sets a new password; older links of the user die
export const POST = route({ auth: "admin", params: idParams }, async ({ params, caller, request, t }) => {
  const { token, expiresAt } = await createResetLink({ userId: params.id, adminId: caller.id });
  const origin = requestOrigin(request);
  const link = new URL(`/reset?token=${token}`, origin).toString();
  return { link, expiresAt: expiresAt.toISOString(), message: t("api.success.resetLinkMade") };
});
