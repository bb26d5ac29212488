import { idParams } from "@/lib/admin/params";
import { requestOrigin } from "@/lib/api/public-origin";
import { route } from "@/lib/api/route";
import { createTeacherResetLink } from "@/lib/teaching/reset-link";

// POST /api/teacher/students/{id}/password-reset — a one-time link (24 h) for a student of the caller's group; older links of the student die
export const POST = route({ auth: "teacher", params: idParams }, async ({ params, caller, request, t }) => {
  const { token, expiresAt } = await createTeacherResetLink({ caller, studentId: params.id });
  const origin = requestOrigin(request);
  const link = new URL(`/reset?token=${token}`, origin).toString();
  return { link, expiresAt: expiresAt.toISOString(), message: t("api.success.resetLinkMade") };
});
