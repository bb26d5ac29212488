import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { Locale } from "@/lib/i18n/locales";
import { getCertificateByCode, type CertificateCheck } from "@/lib/offline/get-certificate-by-code";
import { getCertificateByCodeOrThrow } from "./get-certificate-record";

/** A finished online course's certificate, as the public check shows it. */
export type CourseCertificateCheck = {
  kind: "course";
  code: string;
  studentName: string;
  courseTitle: string;
  issuedAt: string;
  /** The study hours printed on it; null when they were not known (issue 42: no guess is printed). */
  hours: number | null;
  revokedAt: string | null;
  revokeReason: string | null;
  valid: boolean;
};

export type AnyCertificateCheck = (CertificateCheck & { kind: "offline" }) | CourseCertificateCheck;

/** The public check of a printed certificate, offline or online: anyone with the code may verify it. */
export async function verifyCertificate({ code, locale }: { code: string; locale: Locale }): Promise<AnyCertificateCheck> {
  const record = await getCertificateByCodeOrThrow({ code, locale });
  if (record.kind === "offline") return { kind: "offline", ...(await getCertificateByCode({ code: record.code })) };
  if (record.courseTitle === null) throw new AppError("certificate_not_found");
  return {
    kind: "course",
    code: record.code,
    studentName: record.studentName,
    courseTitle: record.courseTitle,
    issuedAt: record.issuedAt.toISOString(),
    hours: record.hours,
    revokedAt: record.revokedAt?.toISOString() ?? null,
    revokeReason: record.revokeReason,
    valid: record.revokedAt === null,
  };
}
