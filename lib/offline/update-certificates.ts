import { AppError } from "@/lib/errors/app-error";
import type { ApiText } from "@/lib/i18n/api-text";
import type { Tx } from "@/lib/db/client";
import { newCertificateCode } from "./certificate-code";
import { CERTIFICATE_NAMES, validateCertificatesUpdate, type CertificateError, type CertificateState } from "./certificates";

type CertificateRow = { id: string; position: number; revokedAt: Date | null };

/** A fixed certificate name in the caller's language (api.certificates.<position>). */
function certificateName(name: string): ApiText {
  const position = (CERTIFICATE_NAMES as readonly string[]).indexOf(name);
  return position < 0 ? { key: name } : { key: `api.certificates.${position}`, fallback: name };
}

export function certificatesErrorMessage(error: CertificateError): ApiText {
  switch (error.error) {
    case "previousCertificateRequired":
      return { key: "api.validation.certificateRequired", values: { name: certificateName(error.required) } };
    case "laterCertificateUnlocked":
      return { key: "api.validation.certificateBlocking", values: { name: certificateName(error.blocking) } };
    case "unknownCertificate":
      return { key: "api.validation.unknownCertificate", values: { name: error.name.slice(0, 60) } };
    case "invalidIndex":
    case "invalidCertificates":
      return { key: "api.validation.certificates" };
  }
}

/** The chain as flags from the stored rows: a revoked certificate counts as locked. */
export function activeCertificateState(rows: readonly Pick<CertificateRow, "position" | "revokedAt">[]): CertificateState {
  return CERTIFICATE_NAMES.map((_, position) => rows.some((row) => row.position === position && row.revokedAt === null));
}

/**
 * The state a PUT {certificates} asks for, or a 400. A gap is refused with the certificate that
 * must come first; when the gap comes from locking one whose successor is still unlocked, the
 * message names that successor instead, which is what has to be locked first.
 */
export function checkedCertificates(current: CertificateState, next: unknown): CertificateState {
  const result = validateCertificatesUpdate(next);
  if (result.ok) return result.certificates;
  if (result.error === "previousCertificateRequired") {
    const requiredIndex = CERTIFICATE_NAMES.indexOf(result.required);
    if (current[requiredIndex] === true && Array.isArray(next)) {
      const asked = validateAsFlags(next);
      const blocking = CERTIFICATE_NAMES[asked.lastIndexOf(true)];
      if (blocking) throw new AppError("invalid_input", certificatesErrorMessage({ ok: false, error: "laterCertificateUnlocked", blocking }));
    }
  }
  throw new AppError("invalid_input", certificatesErrorMessage(result));
}

function validateAsFlags(next: readonly unknown[]): boolean[] {
  if (next.every((item) => typeof item === "boolean")) return CERTIFICATE_NAMES.map((_, index) => next[index] === true);
  const names = new Set(next.map((item) => (typeof item === "string" ? item.trim().toLowerCase() : "")));
  return CERTIFICATE_NAMES.map((name) => names.has(name.toLowerCase()));
}

/**
 * Writes the chain: a newly unlocked certificate gets a row with a fresh code; one unlocked
 * again after a revoke keeps its row and code, with a new unlock time; a locked one is revoked
 * (revokedAt set), so its printed code keeps answering, as revoked.
 */
export async function writeCertificates(tx: Tx, userId: string, rows: readonly CertificateRow[], state: CertificateState, now: Date): Promise<void> {
  for (const [position, unlocked] of state.entries()) {
    const row = rows.find((candidate) => candidate.position === position);
    if (unlocked && !row) {
      await tx.certificate.create({ data: { userId, position, code: newCertificateCode(), unlockedAt: now } });
    } else if (unlocked && row && row.revokedAt !== null) {
      await tx.certificate.update({ where: { id: row.id }, data: { revokedAt: null, unlockedAt: now } });
    } else if (!unlocked && row && row.revokedAt === null) {
      await tx.certificate.update({ where: { id: row.id }, data: { revokedAt: now } });
    }
  }
}
