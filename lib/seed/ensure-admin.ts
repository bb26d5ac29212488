import "server-only";
import { hashPassword } from "@/lib/auth/password";
import { normalizePhone } from "@/lib/format/phone";
import { db } from "@/lib/db/client";
import { logError, logInfo } from "@/lib/log/logger";

export const DEMO_ADMIN = { phone: "+998 90 000 00 00", password: "admin12345", fullName: "Qadam Administrator" };

export type EnsureAdminResult = {
  phone: string;
  /** created: a new admin; admin: that phone already is an admin; taken: a non-admin holds the phone. */
  outcome: "created" | "admin" | "taken";
};

/**
 * Makes the configured admin when its phone is free. Start-up never changes an existing
 * account: an admin keeps their password, and a student who registered the phone after the
 * admin changed theirs stays a student (issue 8: a restart must not hand out admin rights).
 */
export async function ensureAdmin(phoneInput: string, password: string): Promise<EnsureAdminResult> {
  const phone = normalizePhone(phoneInput);
  if (!phone) throw new Error(`ADMIN_PHONE is not a valid +998 number: ${phoneInput}`);
  const existing = async (): Promise<EnsureAdminResult | null> => {
    const user = await db().user.findUnique({ where: { phone }, select: { role: true } });
    if (!user) return null;
    if (user.role === "admin") return { phone, outcome: "admin" };
    logError("admin_phone_taken", {
      phone,
      action: "no admin created and no role changed; set ADMIN_PHONE to a free number or promote an account from the admin panel",
    });
    return { phone, outcome: "taken" };
  };
  const found = await existing();
  if (found) return found;
  const passwordHash = await hashPassword(password);
  try {
    await db().user.create({ data: { phone, fullName: DEMO_ADMIN.fullName, role: "admin", passwordHash } });
    logInfo("admin_created", { phone });
    return { phone, outcome: "created" };
  } catch (error) {
    // Another instance starting at the same moment made the account first.
    if ((error as { code?: string }).code === "P2002") return (await existing())!;
    throw error;
  }
}
