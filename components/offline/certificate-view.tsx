import { getLocale, getTranslations } from "next-intl/server";
import type { Messages } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { formatProfileDate, formatShortDate, type DateLocale } from "@/lib/format/date";
import { CERTIFICATE_NAMES } from "@/lib/offline/certificates";
import type { CertificateCheck } from "@/lib/offline/get-certificate-by-code";
import { PRODUCT_NAME } from "@/lib/product";
import { QrCode } from "./qr-code";

/** Whose certificate, which one, its place in the chain, when unlocked, and whether it still stands. */
export async function CertificateView({ certificate, url }: { certificate: CertificateCheck; url: string }) {
  const t = await getTranslations("certificates");
  const certificateNames = await getTranslations("api.certificates");
  const names = (index: string) => certificateNames(index as keyof Messages["api"]["certificates"]);
  const locale = (await getLocale()) as DateLocale;
  const unlocked = formatProfileDate(certificate.unlockedAt, locale) ?? formatShortDate(certificate.unlockedAt);
  return (
    <Card className={cn("space-y-6 p-6 sm:p-8", certificate.valid ? "ring-emerald-500/40" : "ring-red-500/50")} data-testid="certificate-view">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-medium text-gray-400">
          {PRODUCT_NAME} · {t("title")}
        </p>
        <Badge tone={certificate.valid ? "success" : "danger"} className="text-sm">
          <span data-testid="certificate-status">{certificate.valid ? t("valid") : t("revoked")}</span>
        </Badge>
      </div>
      <div>
        <p className="text-sm text-gray-400">{t("student")}</p>
        <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{certificate.studentName}</h1>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-xs text-gray-400">{t("certificate")}</dt>
          <dd className="mt-1 font-medium text-white">{names(`${certificate.position - 1}`)}</dd>
        </div>
        <div>
          <dt className="text-xs text-gray-400">{t("unlockedAt")}</dt>
          <dd className="mt-1 font-medium text-white">{unlocked}</dd>
        </div>
        <div>
          <dt className="text-xs text-gray-400">{t("code")}</dt>
          <dd className="mt-1 font-mono text-white">{certificate.code}</dd>
        </div>
        <div>
          <dt className="text-xs text-gray-400">{t("place")}</dt>
          <dd className="mt-1 font-medium text-white">{t("placeValue", { position: certificate.position, total: certificate.total })}</dd>
        </div>
      </dl>
      <ol className="grid grid-cols-7 gap-1.5" aria-label={t("place")}>
        {CERTIFICATE_NAMES.map((name, index) => (
          <li
            key={name}
            title={names(`${index}`)}
            className={cn("h-2 rounded-full", index + 1 === certificate.position ? (certificate.valid ? "bg-emerald-400" : "bg-red-400") : index + 1 < certificate.position ? "bg-emerald-500/40" : "bg-white/10")}
          />
        ))}
      </ol>
      <p className={cn("rounded-lg px-4 py-3 text-sm ring-1", certificate.valid ? "bg-emerald-500/10 text-emerald-200 ring-emerald-500/30" : "bg-red-500/10 text-red-200 ring-red-500/30")}>
        {certificate.valid ? t("validNote") : t("revokedNote", { date: formatShortDate(certificate.revokedAt) })}
      </p>
      <div className="flex items-center gap-4">
        <QrCode value={url} label={t("qrLabel")} className="size-28 shrink-0 rounded-lg" />
        <p className="text-xs break-all text-gray-400">{url}</p>
      </div>
    </Card>
  );
}
