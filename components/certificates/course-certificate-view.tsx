import { getLocale, getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { QrCode } from "@/components/offline/qr-code";
import { formatProfileDate, formatShortDate, type DateLocale } from "@/lib/format/date";
import type { CourseCertificateCheck } from "@/lib/certificates/verify-certificate";
import { PRODUCT_NAME } from "@/lib/product";

/** A finished course's certificate: whose, which course, when, how many hours (when known), and whether it still stands (and why not). */
export async function CourseCertificateView({ certificate, url }: { certificate: CourseCertificateCheck; url: string }) {
  const t = await getTranslations("certificates");
  const locale = (await getLocale()) as DateLocale;
  const issued = formatProfileDate(certificate.issuedAt, locale) ?? formatShortDate(certificate.issuedAt);
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
        <div className="sm:col-span-2">
          <dt className="text-xs text-gray-400">{t("course")}</dt>
          <dd className="mt-1 font-medium text-white">{certificate.courseTitle}</dd>
        </div>
        <div>
          <dt className="text-xs text-gray-400">{t("issuedAt")}</dt>
          <dd className="mt-1 font-medium text-white">{issued}</dd>
        </div>
        {certificate.hours === null ? null : (
          <div>
            <dt className="text-xs text-gray-400">{t("hours")}</dt>
            <dd className="mt-1 font-medium text-white">{t("hoursValue", { hours: certificate.hours })}</dd>
          </div>
        )}
        <div>
          <dt className="text-xs text-gray-400">{t("code")}</dt>
          <dd className="mt-1 font-mono text-white">{certificate.code}</dd>
        </div>
      </dl>
      <div className={cn("space-y-1 rounded-lg px-4 py-3 text-sm ring-1", certificate.valid ? "bg-emerald-500/10 text-emerald-200 ring-emerald-500/30" : "bg-red-500/10 text-red-200 ring-red-500/30")}>
        <p>{certificate.valid ? t("courseValidNote") : t("revokedNote", { date: formatShortDate(certificate.revokedAt) })}</p>
        {certificate.revokeReason ? <p data-testid="certificate-revoke-reason">{t("revokeReason", { reason: certificate.revokeReason })}</p> : null}
      </div>
      <div className="flex items-center gap-4">
        <QrCode value={url} label={t("qrLabel")} className="size-28 shrink-0 rounded-lg" />
        <p className="text-xs break-all text-gray-400">{url}</p>
      </div>
    </Card>
  );
}
