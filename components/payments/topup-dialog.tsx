"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { apiFetch } from "@/lib/api/client";
import { PAYMENT_ADMIN_URL, PAYMENT_CARD } from "@/lib/product";

const STEPS = ["step1", "step2", "step3", "step4", "step5"] as const;

/** '8600 1234 5678 1234' → '8600 **** **** 1234': the dialogs never show the whole number. */
function maskCard(card: string): string {
  const digits = card.replace(/\D/g, "");
  return `${digits.slice(0, 4)} **** **** ${digits.slice(-4)}`;
}

type Result = { tone: "success" | "error"; text: string } | null;

/**
 * Spec §2 top-up modal and §4 (submit disabled while busy or with no amount). The request is a
 * pending top-up (DESIGN: the balance changes only when an admin approves), so on success the
 * server's own message is shown, which says so.
 */
export function TopupDialog({ open, onClose, loggedIn, notice }: { open: boolean; onClose: () => void; loggedIn: boolean; notice?: string | null }) {
  const t = useTranslations("payments.dialog");
  const router = useRouter();
  const id = useId();
  const [amount, setAmount] = useState("");
  const [transactionId, setTransactionId] = useState("");
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>(null);

  function close() {
    setResult(null);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = Number.parseFloat(amount.replace(/\s/g, "").replace(",", "."));
    if (!Number.isFinite(value) || value <= 0) return setResult({ tone: "error", text: t("invalidAmount") });
    setBusy(true);
    setResult(null);
    const response = await apiFetch<{ message?: string }>("/api/payments/create", {
      json: {
        amount: value,
        paymentMethod: "card",
        description: t("description"),
        ...(transactionId.trim() ? { transactionId: transactionId.trim() } : {}),
      },
    });
    setBusy(false);
    if (response.ok) {
      setAmount("");
      setTransactionId("");
      setResult({ tone: "success", text: response.data.message ?? t("success") });
      router.refresh();
    } else if (response.status === 401) {
      setResult({ tone: "error", text: t("loginRequired") });
    } else {
      setResult({ tone: "error", text: response.message ?? t("failed") });
    }
  }

  return (
    <Modal open={open} onClose={close} title={t("title")}>
      <div className="space-y-5">
        {notice ? <Alert tone="error">{notice}</Alert> : null}
        <div className="rounded-xl bg-gradient-to-br from-brand-700/50 to-sky-900/40 p-4 ring-1 ring-white/10">
          <p className="text-xs uppercase tracking-wide text-gray-300">{t("card")}</p>
          <p className="mt-1 font-mono text-xl tracking-widest text-white" data-testid="payment-card">
            {maskCard(PAYMENT_CARD)}
          </p>
          <a href={PAYMENT_ADMIN_URL} target="_blank" rel="noopener noreferrer" className="mt-3 inline-block text-sm font-medium text-brand-300 underline-offset-4 hover:underline">
            {t("admin")}
          </a>
        </div>
        <div>
          <h3 className="text-sm font-semibold text-white">{t("stepsTitle")}</h3>
          <ol className="mt-2 space-y-2">
            {STEPS.map((step, index) => (
              <li key={step} className="flex gap-3 text-sm text-gray-300">
                <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-600/20 text-xs font-semibold text-brand-300">{index + 1}</span>
                {t(step)}
              </li>
            ))}
          </ol>
        </div>
        {result ? <Alert tone={result.tone}>{result.text}</Alert> : null}
        {loggedIn ? (
          <form onSubmit={submit} className="space-y-4">
            <Field id={`${id}-amount`} label={t("amount")}>
              <Input id={`${id}-amount`} inputMode="decimal" autoComplete="off" value={amount} onChange={(event) => setAmount(event.target.value)} placeholder="100000" />
            </Field>
            <Field id={`${id}-transaction`} label={t("transactionId")}>
              <Input id={`${id}-transaction`} autoComplete="off" maxLength={100} value={transactionId} onChange={(event) => setTransactionId(event.target.value)} />
            </Field>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={close}>
                {t("close")}
              </Button>
              <Button type="submit" disabled={busy || amount.trim() === ""}>
                {busy ? t("submitting") : t("submit")}
              </Button>
            </div>
          </form>
        ) : (
          <div className="space-y-3">
            <Alert tone="info">{t("loginRequired")}</Alert>
            <Link href="/projects/blogs" className="text-sm font-medium text-brand-300 hover:underline">
              {t("login")}
            </Link>
          </div>
        )}
      </div>
    </Modal>
  );
}
