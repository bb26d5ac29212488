"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { useForm, useWatch, type UseFormRegisterReturn } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { apiCall, errorText, isRefusal } from "@/lib/api/client";
import { Skeleton } from "@/components/ui/skeleton";
import { clickCheckoutUrl, paymeCheckoutUrl, type CheckoutProviders } from "@/lib/payments/checkout-url";
import { parseTopupAmount, topupFormFields, type PaymentCard, type TopupFormInput, type TopupFormValues } from "@/lib/payments/topup-amount";
import { PAYMENT_ADMIN_URL } from "@/lib/product";

const STEPS = ["step1", "step2", "step3", "step4", "step5"] as const;

type Method = "payme" | "click" | "card";

/**
 * The student's account number as the dialog has it: given with the page (/projects/payments,
 * rendered for the student), or read from their profile in the browser where the page is shared
 * by every student (a course page's shell) and must not hold it.
 */
export type AccountNumber = { status: "ready"; number: number } | { status: "loading" } | { status: "failed"; retry: () => void };

// Where the provider's checkout sends the student back (no ';': Payme's link separates with it).
const RETURN_PATH = "/projects/payments";

/**
 * Payme or Click with an amount: the provider's own checkout, which credits the balance by
 * itself through our merchant endpoints (docs/payments.md). The account number is shown too,
 * for a parent paying from the provider's app.
 */
/**
 * The amount in so'm, typed with a phone's number pad (spaces between thousands allowed): a
 * react-hook-form field (`registration`), or one the caller holds (`value`, `onChange`).
 */
function AmountField({ id, label, error, ...control }: { id: string; label: string; error: string | undefined } & ({ registration: UseFormRegisterReturn } | { value: string; onChange: (value: string) => void })) {
  return (
    <Field id={id} label={label} error={error}>
      <Input
        id={id}
        inputMode="numeric"
        pattern="[0-9 ]*"
        autoComplete="off"
        invalid={error !== undefined}
        aria-describedby={error !== undefined ? `${id}-error` : undefined}
        placeholder="100000"
        {...("registration" in control ? control.registration : { value: control.value, onChange: (event: React.ChangeEvent<HTMLInputElement>) => control.onChange(event.target.value) })}
      />
    </Field>
  );
}

function ProviderCheckout({ method, checkout, account, onClose }: { method: "payme" | "click"; checkout: CheckoutProviders; account: AccountNumber; onClose: () => void }) {
  const t = useTranslations("providers.dialog");
  const tDialog = useTranslations("payments.dialog");
  const locale = useLocale();
  const id = useId();
  const [amount, setAmount] = useState("");
  const value = parseTopupAmount(amount);
  const { min, max } = checkout.limits;
  const outOfRange = value !== null && (value < min || value > max);
  const invalid = amount.trim() !== "" && (value === null || outOfRange);
  const name = method === "payme" ? "Payme" : "Click";

  const ready = account.status === "ready";

  function pay(event: FormEvent) {
    event.preventDefault();
    if (value === null || outOfRange || account.status !== "ready") return;
    const returnUrl = `${window.location.origin}${RETURN_PATH}`;
    const target = { amount: value, accountNumber: account.number, returnUrl };
    const url =
      method === "payme" && checkout.payme
        ? paymeCheckoutUrl(checkout.payme, { ...target, lang: locale === "ru" ? "ru" : "uz" })
        : checkout.click
          ? clickCheckoutUrl(checkout.click, target)
          : null;
    if (url) window.location.assign(url);
  }

  return (
    <form onSubmit={pay} className="space-y-4" data-testid={`checkout-${method}`}>
      <div className="rounded-xl bg-surface p-4 ring-1 ring-white/10" aria-busy={account.status === "loading"}>
        <p className="text-xs uppercase tracking-wide text-gray-400">{t("account")}</p>
        {account.status === "ready" ? (
          <p className="mt-1 select-all font-mono text-2xl tracking-widest text-white" data-testid="account-number">
            {account.number}
          </p>
        ) : account.status === "loading" ? (
          <Skeleton className="mt-1 h-8 w-40" />
        ) : (
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <p className="text-sm text-rose-300" role="alert">
              {t("accountFailed")}
            </p>
            <Button variant="secondary" size="sm" onClick={account.retry}>
              {t("retry")}
            </Button>
          </div>
        )}
        <p className="mt-1 text-xs text-gray-400">{t("accountHint", { provider: name })}</p>
      </div>
      <p className="text-sm text-gray-300">{t("explain", { provider: name })}</p>
      <AmountField id={`${id}-amount`} label={tDialog("amount")} error={invalid ? t("amountRange", { min, max }) : undefined} value={amount} onChange={setAmount} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {tDialog("close")}
        </Button>
        <Button type="submit" disabled={value === null || outOfRange || !ready}>
          {t("pay", { provider: name })}
        </Button>
      </div>
    </form>
  );
}

/**
 * Spec §2 top-up modal and §4 (submit disabled while busy or with no amount). The request is a
 * pending top-up (DESIGN: the balance changes only when an admin approves), so on success the
 * server's own message is shown, which says so.
 */
export function TopupDialog({
  open,
  onClose,
  loggedIn,
  card,
  notice,
  checkout = null,
  account = { status: "loading" },
  command,
}: {
  open: boolean;
  onClose: () => void;
  /** Opened by its button in the browser itself (components/ui/modal.tsx). */
  command?: { id: string; onOpen: () => void };
  loggedIn: boolean;
  card: PaymentCard;
  notice?: string | null;
  /** The providers that are on; without them, the card transfer alone. */
  checkout?: CheckoutProviders | null;
  /** The student's account number, which Payme and Click are paid to. */
  account?: AccountNumber;
}) {
  const t = useTranslations("payments.dialog");
  const tProviders = useTranslations("providers.dialog");
  // The card transfer stays first and chosen, as students and their specs know the dialog.
  const methods: Method[] = ["card", ...(checkout?.payme ? (["payme"] as const) : []), ...(checkout?.click ? (["click"] as const) : [])];
  const [method, setMethod] = useState<Method>("card");
  const router = useRouter();
  const id = useId();
  const [copied, setCopied] = useState(false);
  const [receipt, setReceipt] = useState<File | null>(null);
  const [receiptPreview, setReceiptPreview] = useState<string | null>(null);
  // The house's form: the rule is lib's (topupFormFields, the server's own), checked as the
  // student types; an amount is "invalid" only once something is typed. The words are the
  // dialog's own (payments.dialog): the pages that open it give no api.* messages.
  const { register, handleSubmit, reset, control, formState: { errors } } = useForm<TopupFormInput, unknown, TopupFormValues>({
    resolver: zodResolver(topupFormFields),
    mode: "onChange",
    defaultValues: { amount: "", transactionId: "" },
  });
  const amount = useWatch({ control, name: "amount" });
  const amountInvalid = amount.trim() !== "" && errors.amount !== undefined;
  const send = useMutation({
    mutationFn: (values: TopupFormValues) => {
      // With a receipt, one multipart request: the server checks the file first and stores both, or neither.
      if (receipt) {
        const body = new FormData();
        body.append("amount", String(values.amount));
        if (values.transactionId) body.append("transactionId", values.transactionId);
        body.append("receipt", receipt);
        return apiCall<{ message?: string }>("/api/payments/topup", { method: "POST", body });
      }
      // No description: the history names a top-up in the reader's language (issue 26 item 11).
      return apiCall<{ message?: string }>("/api/payments/create", { json: { amount: values.amount, paymentMethod: "card", ...(values.transactionId ? { transactionId: values.transactionId } : {}) } });
    },
    onSuccess: () => {
      reset();
      chooseReceipt(null);
      router.refresh();
    },
  });
  // Refusals by code: a signed-out student is asked to sign in, one with too many requests still
  // waiting for an admin is told to wait; any other (a refused receipt) in the server's words.
  const refusal = !send.error
    ? null
    : isRefusal(send.error, "unauthenticated")
      ? t("loginRequired")
      : isRefusal(send.error, "too_many_pending_topups")
        ? t("tooManyPending")
        : errorText(send.error, { fallback: t("failed") });
  const result = send.isSuccess ? { tone: "success" as const, text: send.data.message ?? t("success") } : refusal ? { tone: "error" as const, text: refusal } : null;

  async function copyCard() {
    // The clipboard needs a secure context; elsewhere the number stays selectable text.
    try {
      await navigator.clipboard.writeText(card.number.replace(/\s/g, ""));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  function chooseReceipt(file: File | null) {
    if (receiptPreview) URL.revokeObjectURL(receiptPreview);
    setReceipt(file);
    setReceiptPreview(file && file.type.startsWith("image/") ? URL.createObjectURL(file) : null);
  }

  function close() {
    send.reset();
    setCopied(false);
    chooseReceipt(null);
    onClose();
  }

  const submit = handleSubmit((values) => send.mutate(values));

  return (
    <Modal open={open} onClose={close} title={t("title")} command={command}>
      <div className="space-y-5">
        {notice ? <Alert tone="error">{notice}</Alert> : null}
        {methods.length > 1 && loggedIn ? (
          <div role="radiogroup" aria-label={tProviders("method")} className="grid grid-cols-3 gap-2">
            {methods.map((option) => (
              <button
                key={option}
                type="button"
                role="radio"
                aria-checked={method === option}
                onClick={() => setMethod(option)}
                data-testid={`method-${option}`}
                className={`rounded-lg px-3 py-2 text-sm font-semibold ring-1 transition-colors ${method === option ? "bg-brand-600 text-white ring-brand-400" : "bg-surface text-gray-300 ring-white/10 hover:bg-surface-overlay"}`}
              >
                {tProviders(`methods.${option}`)}
              </button>
            ))}
          </div>
        ) : null}
        {checkout && loggedIn && method !== "card" ? (
          <ProviderCheckout method={method} checkout={checkout} account={account} onClose={close} />
        ) : (
        <>
        <div className="rounded-xl bg-gradient-to-br from-brand-700/50 to-sky-900/40 p-4 ring-1 ring-white/10">
          <p className="text-xs uppercase tracking-wide text-gray-300">{t("card")}</p>
          <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
            <p className="select-all font-mono text-lg tracking-wider text-white sm:text-xl" data-testid="payment-card">
              {card.number}
            </p>
            <Button variant="secondary" size="sm" onClick={copyCard} aria-live="polite">
              {copied ? t("copied") : t("copy")}
            </Button>
          </div>
          <p className="mt-1 text-sm text-gray-300">
            {t("holder")}: <span className="font-medium text-white" data-testid="payment-card-holder">{card.holder}</span>
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
          <form onSubmit={submit} noValidate className="space-y-4">
            <AmountField id={`${id}-amount`} label={t("amount")} error={amountInvalid ? t("invalidAmount") : undefined} registration={register("amount")} />
            <Field id={`${id}-transaction`} label={t("transactionId")} error={errors.transactionId ? t("transactionTooLong") : undefined}>
              <Input
                id={`${id}-transaction`}
                autoComplete="off"
                maxLength={100}
                invalid={errors.transactionId !== undefined}
                aria-describedby={errors.transactionId ? `${id}-transaction-error` : undefined}
                {...register("transactionId")}
              />
            </Field>
            <Field id={`${id}-receipt`} label={t("receipt")} hint={t("receiptHint")}>
              <div className="flex items-center gap-3">
                {receiptPreview ? (
                  // eslint-disable-next-line @next/next/no-img-element -- a local object URL, not a page asset
                  <img src={receiptPreview} alt={t("receiptPreview")} className="size-14 shrink-0 rounded-lg object-cover ring-1 ring-white/10" data-testid="receipt-preview" />
                ) : receipt ? (
                  <span className="flex size-14 shrink-0 items-center justify-center rounded-lg bg-surface text-xs font-semibold text-gray-300 ring-1 ring-white/10">PDF</span>
                ) : null}
                <input
                  id={`${id}-receipt`}
                  type="file"
                  accept="image/jpeg,image/png,image/webp,application/pdf"
                  onChange={(event) => chooseReceipt(event.target.files?.[0] ?? null)}
                  className="block w-full min-w-0 text-sm text-gray-300 file:mr-3 file:rounded-lg file:border-0 file:bg-surface-overlay file:px-3 file:py-2 file:text-sm file:font-medium file:text-gray-100 hover:file:bg-gray-700"
                />
              </div>
            </Field>
            {/* Stays in view at the bottom of the scrolling dialog, so Submit is reachable on a phone. */}
            <div className="sticky -bottom-5 -mx-5 flex flex-col-reverse gap-2 bg-surface-raised px-5 py-3 sm:-bottom-6 sm:-mx-6 sm:flex-row sm:justify-end sm:px-6">
              <Button variant="secondary" onClick={close}>
                {t("close")}
              </Button>
              <Button type="submit" disabled={send.isPending || parseTopupAmount(amount) === null}>
                {send.isPending ? t("submitting") : t("submit")}
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
        </>
        )}
      </div>
    </Modal>
  );
}
