import "server-only";
import { formatProfileDate, formatShortDate } from "@/lib/format/date";
import { apiText } from "@/lib/i18n/api-text";
import type { Locale } from "@/lib/i18n/locales";
import { renderCertificatePdf } from "./certificate-pdf";
import { getCertificateByCodeOrThrow } from "./get-certificate-record";

const label = (locale: Locale, key: string, values?: Record<string, string | number>) =>
  apiText(locale, values ? { key: `api.certificatePdf.${key}`, values } : `api.certificatePdf.${key}`);

/**
 * The PDF of a certificate found by its code, in the reader's language, with the verification
 * address on `origin`. Public like the verification page: the code is the secret the student
 * hands out. A revoked one still downloads, saying so across it.
 */
export async function getCertificatePdf({ code, locale, origin }: { code: string; locale: Locale; origin: string }): Promise<{ bytes: Uint8Array; fileName: string }> {
  const record = await getCertificateByCodeOrThrow({ code, locale });
  const title = record.courseTitle ?? apiText(locale, `api.certificates.${record.position ?? 0}`);
  const revokedLabel = record.revokedAt ? (record.revokeReason ? label(locale, "revoked", { reason: record.revokeReason }) : label(locale, "revokedNoReason")) : null;
  const bytes = await renderCertificatePdf({
    studentName: record.studentName,
    title,
    code: record.code,
    url: `${origin}/certificates/${record.code}`,
    labels: {
      brand: label(locale, "brand"),
      heading: label(locale, "heading"),
      awardedTo: label(locale, "awardedTo"),
      course: label(locale, "course"),
      date: label(locale, "date"),
      dateValue: (formatProfileDate(record.issuedAt, locale) ?? formatShortDate(record.issuedAt)).replace(/,? \d{2}:\d{2}$/, ""),
      hours: record.hours === null ? null : label(locale, "hours"),
      hoursValue: record.hours === null ? null : label(locale, "hoursValue", { hours: record.hours }),
      code: label(locale, "code"),
      verify: label(locale, "verify"),
      revoked: revokedLabel,
    },
  });
  return { bytes, fileName: label(locale, "fileName", { code: record.code }) };
}
