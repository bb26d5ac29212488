import "server-only";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { normaliseCertificateCode } from "@/lib/offline/get-certificate-by-code";

export const revokeCertificateBody = z.object({
  reason: z.string("api.validation.revokeReason").trim().min(1, "api.validation.revokeReason").max(300, "api.validation.revokeReasonTooLong"),
});

/**
 * An admin revokes a course certificate, saying why; the verification page then says revoked
 * and the reason. Revoking one already revoked keeps the first date and takes the new reason.
 * (The route admits admins only; offline certificates are locked from the student's card.)
 */
export async function revokeCertificate({ code, reason }: { code: string; reason: string }): Promise<{ code: string; revokedAt: Date; revokeReason: string }> {
  const normalised = normaliseCertificateCode(code);
  const existing = await db().courseCertificate.findUnique({ where: { code: normalised }, select: { id: true, revokedAt: true } });
  if (!existing) throw new AppError("certificate_not_found");
  const saved = await db().courseCertificate.update({
    where: { id: existing.id },
    data: { revokedAt: existing.revokedAt ?? new Date(), revokeReason: reason },
    select: { code: true, revokedAt: true, revokeReason: true },
  });
  return { code: saved.code, revokedAt: saved.revokedAt ?? new Date(), revokeReason: saved.revokeReason ?? reason };
}
