import { idParams } from "@/lib/admin/params";
import { route } from "@/lib/api/route";
import { createResetLink } from "@/lib/recovery/password-reset";

// POST /api/admin/users/{id}/password-reset — a one-time link (24 h) that sets a new password; older links of the user die
export const POST = route({ auth: "admin", params: idParams }, async ({ params, caller, request, t }) => {
  const { token, expiresAt } = await createResetLink({ userId: params.id, adminId: caller.id });
  const link = new URL(`/reset?token=${token}`, new URL(request.url).origin).toString();
  return { link, expiresAt: expiresAt.toISOString(), message: t("api.success.resetLinkMade") };
});
