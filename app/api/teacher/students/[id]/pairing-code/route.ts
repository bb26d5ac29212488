import { idParams } from "@/lib/admin/params";
import { route } from "@/lib/api/route";
import { createTeacherPairingCode } from "@/lib/teaching/pairing-code";

// POST /api/teacher/students/{id}/pairing-code — a pairing code (72 h, single use) for a student of the caller's group, to give their parent; the student's older unused codes end
export const POST = route({ auth: "teacher", params: idParams }, async ({ caller, params, t }) => {
  const { code, expiresAt } = await createTeacherPairingCode({ caller, studentId: params.id });
  return { code, expiresAt: expiresAt.toISOString(), message: t("api.success.pairingCodeMade") };
});
