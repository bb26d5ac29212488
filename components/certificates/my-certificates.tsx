import Link from "next/link";
import type { Messages } from "next-intl";
import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { formatShortDate } from "@/lib/format/date";
import type { MyCertificate } from "@/lib/certificates/find-my-certificates";

/** The student's certificates with a PDF download and a link to each one's public check; nothing when there are none. */
export async function MyCertificates({ certificates }: { certificates: MyCertificate[] }) {
  if (certificates.length === 0) return null;
  const t = await getTranslations("certificates.mine");
  const names = await getTranslations("api.certificates");
  return (
    <section aria-labelledby="my-certificates" className="space-y-3" data-testid="my-certificates">
      <h2 id="my-certificates" className="text-lg font-semibold text-white">
        {t("title")}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {certificates.map((certificate) => {
          const title = certificate.courseTitle ?? names(`${certificate.position ?? 0}` as keyof Messages["api"]["certificates"]);
          return (
            <li key={certificate.code}>
              <Card className="flex h-full flex-col gap-3">
                <div className="flex items-start justify-between gap-3">
                  <p className="min-w-0 font-medium break-words text-white">{title}</p>
                  {certificate.revoked ? <Badge tone="danger">{t("revoked")}</Badge> : null}
                </div>
                <p className="text-sm text-gray-400">
                  {formatShortDate(certificate.issuedAt)}
                  {certificate.hours !== null ? ` · ${t("hours", { hours: certificate.hours })}` : ""} · <span className="font-mono">{certificate.code}</span>
                </p>
                <div className="mt-auto flex flex-wrap gap-2">
                  <a href={`/api/certificates/${certificate.code}/pdf`} download className={buttonClass("primary", "sm")} aria-label={t("downloadOf", { title })}>
                    {t("download")}
                  </a>
                  <Link href={`/certificates/${certificate.code}`} className={buttonClass("ghost", "sm")}>
                    {t("check")}
                  </Link>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
