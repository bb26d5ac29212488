import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { isRecordId } from "@/lib/api/record-id";
import { db } from "@/lib/db/client";
import { CERTIFICATE_NAMES } from "./certificates";

export type CertificateCheck = {
  code: string;
  name: string;
  /** 1..7, the place in the chain. */
  position: number;
  total: number;
  studentName: string;
  unlockedAt: string;
  revokedAt: string | null;
  valid: boolean;
};

/** Codes are printed in upper case; people type them in any case and with spaces or dashes. */
export function normaliseCertificateCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, "");
}

/** The public check of a printed certificate: anyone with the code may verify it. */
export async function getCertificateByCode({ code }: { code: string }): Promise<CertificateCheck> {
  const normalised = normaliseCertificateCode(code);
  const certificate = isRecordId(normalised)
    ? await db().certificate.findUnique({
        where: { code: normalised },
        select: { code: true, position: true, unlockedAt: true, revokedAt: true, user: { select: { fullName: true } } },
      })
    : null;
  if (!certificate) throw new AppError("certificate_not_found");
  return {
    code: certificate.code,
    name: CERTIFICATE_NAMES[certificate.position] ?? "",
    position: certificate.position + 1,
    total: CERTIFICATE_NAMES.length,
    studentName: certificate.user.fullName,
    unlockedAt: certificate.unlockedAt.toISOString(),
    revokedAt: certificate.revokedAt?.toISOString() ?? null,
    valid: certificate.revokedAt === null,
  };
}
