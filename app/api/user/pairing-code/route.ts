import { route } from "@/lib/api/route";
import { createPairingCode } from "@/lib/parents/pairing-code";

// POST /api/user/pairing-code — a student makes a code (8 characters, 72 h, single use) their parent types to link them; older unused codes end
export const POST = route({ auth: "user" }, async ({ caller, t }) => {
  const { code, expiresAt } = await createPairingCode({ caller, childId: caller.id });
  return { code, expiresAt: expiresAt.toISOString(), message: t("api.success.pairingCodeMade") };
});
