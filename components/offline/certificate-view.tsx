import { getLocale, getTranslations } from "next-intl/server";
import type { Messages } from "next-intl";
import { CertificateFrame } from "@/components/certificates/certificate-frame";
import { cn } from "@/components/ui/cn";
import { formatProfileDate, formatShortDate, type DateLocale } from "@/lib/format/date";
import { CERTIFICATE_NAMES } from "@/lib/offline/certificates";
import type { CertificateCheck } from "@/lib/offline/get-certificate-by-code";

/** Whose certificate, which one, its place in the chain, when unlocked, and whether it still stands. */
export async function CertificateView({ certificate, url }: { certificate: CertificateCheck; url: string }) {
  const t = await getTranslations("certificates");
  const certificateNames = await getTranslations("api.certificates");
  const names = (index: string) => certificateNames(index as keyof Messages["api"]["certificates"]);
  const locale = (await getLocale()) as DateLocale;
  const unlocked = formatProfileDate(certificate.unlockedAt, locale) ?? formatShortDate(certificate.unlockedAt);
  return (
    <CertificateFrame
      valid={certificate.valid}
      studentName={certificate.studentName}
      facts={[
        { label: t("certificate"), value: names(`${certificate.position - 1}`) },
        { label: t("unlockedAt"), value: unlocked },
        { label: t("code"), value: certificate.code, mono: true },
        { label: t("place"), value: t("placeValue", { position: certificate.position, total: certificate.total }) },
      ]}
      url={url}
      note={<p>{certificate.valid ? t("validNote") : t("revokedNote", { date: formatShortDate(certificate.revokedAt) })}</p>}
    >
      <ol className="grid grid-cols-7 gap-1.5" aria-label={t("place")}>
        {CERTIFICATE_NAMES.map((name, index) => (
          <li
            key={name}
            title={names(`${index}`)}
            className={cn("h-2 rounded-full", index + 1 === certificate.position ? (certificate.valid ? "bg-emerald-400" : "bg-red-400") : index + 1 < certificate.position ? "bg-emerald-500/40" : "bg-white/10")}
          />
        ))}
      </ol>
    </CertificateFrame>
  );
}
