import { idParams } from "@/lib/admin/params";
import { route } from "@/lib/api/route";
import { createPairingCode } from "@/lib/parents/pairing-code";

// POST /api/admin/users/{id}/pairing-code — a pairing code for a student (72 h, single use), to give their parent; the student's older unused codes end
export const POST = route({ auth: "admin", params: idParams }, async ({ caller, params, t }) => {
  const { code, expiresAt } = await createPairingCode({ caller, childId: params.id });
  return { code, expiresAt: expiresAt.toISOString(), message: t("api.success.pairingCodeMade") };
});
