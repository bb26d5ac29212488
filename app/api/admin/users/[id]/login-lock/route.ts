import { idParams } from "@/lib/admin/params";
import { route } from "@/lib/api/route";
import { clearUserLoginLock, getUserLoginLock } from "@/lib/users/login-lock";

// GET /api/admin/users/{id}/login-lock — the wrong-password counts that make the user's sign-in wait
export const GET = route({ auth: "admin", params: idParams }, async ({ params }) => ({ lock: await getUserLoginLock(params.id) }));

// DELETE /api/admin/users/{id}/login-lock — forget them: the user signs in at once from anywhere
export const DELETE = route({ auth: "admin", params: idParams }, async ({ params, t }) => ({
  cleared: await clearUserLoginLock(params.id),
  message: t("api.success.loginLockCleared"),
}));
