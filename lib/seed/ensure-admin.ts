import { hashPassword } from "@/lib/auth/password";
import { normalizePhone } from "@/lib/auth/phone";
import { db } from "@/lib/db/client";

export const DEMO_ADMIN = { phone: "+998 90 000 00 00", password: "admin12345", fullName: "Qadam Administrator" };

/**
 * Makes sure the configured admin exists with admin rights. An existing account keeps its
 * password (an admin who changed it must not be reset by a restart).
 */
export async function ensureAdmin(phoneInput: string, password: string): Promise<{ phone: string; created: boolean }> {
  const phone = normalizePhone(phoneInput);
  if (!phone) throw new Error(`ADMIN_PHONE is not a valid +998 number: ${phoneInput}`);
  const existing = await db().user.findUnique({ where: { phone }, select: { id: true, role: true } });
  if (existing) {
    if (existing.role !== "admin") await db().user.update({ where: { id: existing.id }, data: { role: "admin" } });
    return { phone, created: false };
  }
  await db().user.create({
    data: { phone, fullName: DEMO_ADMIN.fullName, role: "admin", passwordHash: await hashPassword(password) },
  });
  return { phone, created: true };
}
