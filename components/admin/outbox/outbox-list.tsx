import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/admin/shared/page-header";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { PageLinks } from "@/components/ui/page-links";
import type { OutboxStatus } from "@/lib/db/generated/enums";
import { formatPhone } from "@/lib/format/phone";
import { tashkentTimestamp } from "@/lib/format/timestamp";
import type { findOutbox } from "@/lib/outbox/find-outbox";

const TONE: Record<OutboxStatus, "neutral" | "success" | "warning" | "danger" | "info"> = {
  pending: "info",
  claimed: "info",
  sending: "info",
  sent: "success",
  failed: "danger",
  held: "warning",
};

// Reasons the app writes itself, in the reader's language; a provider's own answer is shown as it came.
const OWN_REASONS = { channel_not_configured: "noChannel", interrupted_while_sending: "interrupted" } as const;
const ownReason = (reason: string): (typeof OWN_REASONS)[keyof typeof OWN_REASONS] | null =>
  reason in OWN_REASONS ? OWN_REASONS[reason as keyof typeof OWN_REASONS] : null;

const pageHref = (page: number) => (page > 1 ? `/admin/outbox?page=${page}` : "/admin/outbox");

/** The outbox, server-rendered with plain page links: an admin reads a held code even before scripts run. */
export async function OutboxList({ outbox }: { outbox: Awaited<ReturnType<typeof findOutbox>> }) {
  const t = await getTranslations("admin.outbox");
  return (
    <>
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      {outbox.messages.length === 0 ? (
        <Card className="py-12 text-center text-gray-400">{t("empty")}</Card>
      ) : (
        <ul className="space-y-2" aria-label={t("title")}>
          {outbox.messages.map((message) => (
            <li key={message.id} data-testid="outbox-item" data-status={message.status}>
              <Card className="space-y-2">
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <Badge tone={TONE[message.status]}>{t(`status.${message.status}`)}</Badge>
                  <span className="text-gray-300">{t(`channel.${message.channel}`)}</span>
                  <span className="font-medium text-white">{message.channel === "sms" ? formatPhone(message.recipient) : message.recipient}</span>
                  <span className="ml-auto text-xs text-gray-500">{tashkentTimestamp(message.createdAt.toISOString())}</span>
                </div>
                <p className="whitespace-pre-line break-words text-sm text-gray-200" data-testid="outbox-text">
                  {message.text}
                </p>
                <p className="text-xs text-gray-500">
                  {t("attempts", { count: message.attempts })}
                  {message.lastError ? ` · ${ownReason(message.lastError) ? t(ownReason(message.lastError)!) : message.lastError}` : ""}
                </p>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {outbox.pages > 1 ? (
        <div className="mt-4">
          <PageLinks
            label={t("title")}
            previousHref={outbox.page > 1 ? pageHref(outbox.page - 1) : null}
            nextHref={outbox.page < outbox.pages ? pageHref(outbox.page + 1) : null}
            previousText={t("previous")}
            nextText={t("next")}
            status={t("page", { page: outbox.page, total: outbox.pages })}
            testId="outbox-page"
          />
        </div>
      ) : null}
    </>
  );
}
