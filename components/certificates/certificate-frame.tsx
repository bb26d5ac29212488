import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { QrCode } from "@/components/offline/qr-code";
import { PRODUCT_NAME } from "@/lib/product";

/** One fact of a certificate: its label, its value; `wide` takes the whole row, `mono` is for codes. */
export type CertificateFact = { label: string; value: ReactNode; wide?: boolean; mono?: boolean };

/**
 * The layout every certificate's check shows, offline or a course's: the product and a valid /
 * revoked badge, whose it is, its facts, anything of its own (`children`), a note in the
 * status's colour, and the QR code of its check address.
 */
export async function CertificateFrame({ valid, studentName, facts, note, url, children }: { valid: boolean; studentName: string; facts: CertificateFact[]; note: ReactNode; url: string; children?: ReactNode }) {
  const t = await getTranslations("certificates");
  return (
    <Card className={cn("space-y-6 p-6 sm:p-8", valid ? "ring-emerald-500/40" : "ring-red-500/50")} data-testid="certificate-view">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-medium text-gray-400">
          {PRODUCT_NAME} · {t("title")}
        </p>
        <Badge tone={valid ? "success" : "danger"} className="text-sm">
          <span data-testid="certificate-status">{valid ? t("valid") : t("revoked")}</span>
        </Badge>
      </div>
      <div>
        <p className="text-sm text-gray-400">{t("student")}</p>
        <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{studentName}</h1>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2">
        {facts.map((fact) => (
          <div key={fact.label} className={cn(fact.wide && "sm:col-span-2")}>
            <dt className="text-xs text-gray-400">{fact.label}</dt>
            <dd className={cn("mt-1 text-white", fact.mono ? "font-mono" : "font-medium")}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {children}
      <div className={cn("space-y-1 rounded-lg px-4 py-3 text-sm ring-1", valid ? "bg-emerald-500/10 text-emerald-200 ring-emerald-500/30" : "bg-red-500/10 text-red-200 ring-red-500/30")}>{note}</div>
      <div className="flex items-center gap-4">
        <QrCode value={url} label={t("qrLabel")} className="size-28 shrink-0 rounded-lg" />
        <p className="text-xs break-all text-gray-400">{url}</p>
      </div>
    </Card>
  );
}
