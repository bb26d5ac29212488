import { getLocale, getTranslations } from "next-intl/server";
import { formatProfileDate, formatShortDate, type DateLocale } from "@/lib/format/date";
import type { CourseCertificateCheck } from "@/lib/certificates/verify-certificate";
import { CertificateFrame, type CertificateFact } from "./certificate-frame";

/** A finished course's certificate: whose, which course, when, how many hours (when known), and whether it still stands (and why not). */
export async function CourseCertificateView({ certificate, url }: { certificate: CourseCertificateCheck; url: string }) {
  const t = await getTranslations("certificates");
  const locale = (await getLocale()) as DateLocale;
  const issued = formatProfileDate(certificate.issuedAt, locale) ?? formatShortDate(certificate.issuedAt);
  const facts: CertificateFact[] = [
    { label: t("course"), value: certificate.courseTitle, wide: true },
    { label: t("issuedAt"), value: issued },
    ...(certificate.hours === null ? [] : [{ label: t("hours"), value: t("hoursValue", { hours: certificate.hours }) }]),
    { label: t("code"), value: certificate.code, mono: true },
  ];
  return (
    <CertificateFrame
      valid={certificate.valid}
      studentName={certificate.studentName}
      facts={facts}
      url={url}
      note={
        <>
          <p>{certificate.valid ? t("courseValidNote") : t("revokedNote", { date: formatShortDate(certificate.revokedAt) })}</p>
          {certificate.revokeReason ? <p data-testid="certificate-revoke-reason">{t("revokeReason", { reason: certificate.revokeReason })}</p> : null}
        </>
      }
    />
  );
}
