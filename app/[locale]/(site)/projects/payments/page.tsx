import { getTranslations } from "next-intl/server";
import { WalletIcon } from "@/components/courses/icons";
import { LoginPrompt } from "@/components/courses/login-prompt";
import { PageHeading } from "@/components/courses/page-heading";
import { pageCaller } from "@/lib/auth/page-caller";
import { DecisionNotifications } from "@/components/payments/decision-notifications";
import { PaymentHistory } from "@/components/payments/payment-history";
import { TopupButton } from "@/components/payments/topup-button";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { getMoney } from "@/lib/format/get-money";
import { findPaymentHistory } from "@/lib/payments/find-payment-history";
import { pageLocale } from "@/lib/i18n/page-locale";
import { getCheckoutOptions } from "@/lib/payments/get-checkout-options";
import { getPaymentStats } from "@/lib/payments/get-payment-stats";
import { paymentCard } from "@/lib/payments/payment-card";
import { ClientMessages } from "@/components/i18n/client-messages";

export async function generateMetadata() {
  const t = await getTranslations("payments");
  return { title: t("title") };
}

export default async function PaymentsPage() {
  const formatSom = await getMoney();
  const t = await getTranslations("payments");
  const caller = await pageCaller();
  if (!caller) {
    return (
      <main className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 lg:py-10">
        <PageHeading title={t("title")} />
        <LoginPrompt message={t("loginRequired")} action={t("login")} />
      </main>
    );
  }
  const [stats, payments, checkout] = await Promise.all([getPaymentStats({ caller }), findPaymentHistory({ caller, locale: await pageLocale() }), getCheckoutOptions({ caller })]);
  const cards = [
    { key: "balance", label: t("balance"), value: stats.balance, accent: "text-brand-300" },
    { key: "total", label: t("total"), value: stats.totalPayments, accent: "text-white" },
    { key: "monthly", label: t("monthly"), value: stats.monthlyPayments, accent: "text-white" },
  ];
  return (
    <ClientMessages paths={["payments", "providers.dialog"]}>
      <main className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 lg:py-10">
        <PageHeading title={t("title")} subtitle={t("subtitle")} action={<TopupButton card={paymentCard()} checkout={checkout} />} />
        <dl className="grid gap-4 sm:grid-cols-3">
          {cards.map((card) => (
            // A <dl> group holds only its <dt> and <dd> (axe: dlitem): the icon sits inside the <dt>, placed on the left.
            <Card key={card.key} className="relative min-w-0 pl-20">
              <dt className="text-xs text-gray-400">
                <span aria-hidden className="absolute top-1/2 left-5 flex size-11 -translate-y-1/2 items-center justify-center rounded-xl bg-brand-600/15 text-brand-300">
                  <WalletIcon className="size-6" />
                </span>
                {card.label}
              </dt>
              <dd className={`truncate text-xl font-bold ${card.accent}`} data-testid={`stat-${card.key}`}>
                {formatSom(card.value)}
              </dd>
            </Card>
          ))}
        </dl>
        {/* A waiting top-up is watched, so the admin's decision shows here without a reload. */}
        <DecisionNotifications className="mt-6" watch={payments.some((payment) => payment.kind === "topup" && payment.status === "pending")} />
        <Card className="mt-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-lg font-semibold text-white">{t("history")}</h2>
            <Button variant="secondary" size="sm" disabled title={t("reportSoon")}>
              {t("report")}
            </Button>
          </div>
          <PaymentHistory payments={payments} />
        </Card>
      </main>
    </ClientMessages>
  );
}
