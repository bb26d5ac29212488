import { notFound } from "next/navigation";
import { DemoCheckout } from "@/components/payments/demo-checkout";
import { isDemoMode } from "@/lib/env";
import { safeReturnUrl } from "@/lib/payments/get-checkout-options";
import { ClientMessages } from "@/components/i18n/client-messages";

type Search = Record<string, string | string[] | undefined>;

// Demo mode's stand-in for my.click.uz/services/pay, reading the same query the top-up dialog
// built (service_id, merchant_id, amount, transaction_param, return_url). 404 outside demo mode.
export default async function DemoClickCheckout({ searchParams }: { searchParams: Promise<Search> }) {
  if (!isDemoMode()) notFound();
  const query = await searchParams;
  const account = typeof query.transaction_param === "string" ? query.transaction_param : "";
  const amount = Number(query.amount);
  if (!account || !Number.isSafeInteger(amount) || amount <= 0) notFound();
  return (
    <ClientMessages paths={["providers.demo"]}>
      <DemoCheckout payment={{ provider: "click", account, amount, returnUrl: safeReturnUrl(typeof query.return_url === "string" ? query.return_url : undefined) }} />
    </ClientMessages>
  );
}
