"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { apiFetch } from "@/lib/api/client";
import { useMoney } from "@/lib/format/use-money";

export type DemoPayment = { provider: "payme" | "click"; account: string; amount: number; returnUrl: string };

/**
 * Demo mode's local checkout (app/[locale]/demo-checkout): labelled as a demo on every line, it asks the
 * server to play the provider's calls against our own endpoints, then goes back to the site as
 * the real checkout would.
 */
export function DemoCheckout({ payment }: { payment: DemoPayment }) {
  const t = useTranslations("providers.demo");
  const formatMoney = useMoney();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const name = payment.provider === "payme" ? "Payme" : "Click";

  async function pay() {
    setBusy(true);
    setFailed(null);
    const response = await apiFetch<{ ok: boolean; calls: { step: string; answer: Record<string, unknown> }[] }>("/api/payments/demo-checkout", {
      json: { provider: payment.provider, account: payment.account, amount: payment.amount },
    });
    if (response.ok && response.data.ok) {
      window.location.assign(payment.returnUrl);
      return;
    }
    setBusy(false);
    const last = response.ok ? response.data.calls.at(-1) : null;
    setFailed(last ? `${last.step}: ${JSON.stringify(last.answer.error ?? last.answer.error_note ?? last.answer)}` : (response.ok ? "" : response.message) || t("failed"));
  }

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center gap-4 px-4 py-10">
      <p className="rounded-xl bg-amber-500/15 px-4 py-3 text-center text-sm font-semibold text-amber-200 ring-1 ring-amber-400/40" data-testid="demo-banner">
        {t("banner", { provider: name })}
      </p>
      <Card className="space-y-4">
        <h1 className="text-xl font-bold text-white">{t("title", { provider: name })}</h1>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-gray-400">{t("account")}</dt>
          <dd className="font-mono text-white" data-testid="demo-account">{payment.account}</dd>
          <dt className="text-gray-400">{t("amount")}</dt>
          <dd className="font-semibold text-white" data-testid="demo-amount">{formatMoney(payment.amount)}</dd>
        </dl>
        <p className="text-xs text-gray-400">{t("explain", { provider: name })}</p>
        {failed ? <Alert tone="error">{t("failedWith", { reason: failed })}</Alert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <a href={payment.returnUrl} className={buttonClass("secondary")}>
            {t("cancel")}
          </a>
          <Button onClick={pay} disabled={busy}>
            {busy ? t("paying") : t("pay", { amount: formatMoney(payment.amount) })}
          </Button>
        </div>
      </Card>
    </main>
  );
}
