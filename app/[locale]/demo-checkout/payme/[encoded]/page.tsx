import { notFound } from "next/navigation";
import { DemoCheckout } from "@/components/payments/demo-checkout";
import { isDemoMode } from "@/lib/env";
import { decodePaymeCheckout } from "@/lib/payments/checkout-url";
import { safeReturnUrl } from "@/lib/payments/get-checkout-options";
import { ClientMessages } from "@/components/i18n/client-messages";

// Demo mode's stand-in for checkout.paycom.uz: it reads the same base64 link the top-up dialog
// built (m, ac.account, a in tiyin, c). A real deployment has no such page (404).
export default async function DemoPaymeCheckout({ params }: { params: Promise<{ encoded: string }> }) {
  if (!isDemoMode()) notFound();
  const fields = decodePaymeCheckout((await params).encoded);
  const tiyin = Number(fields?.a);
  if (!fields || !fields["ac.account"] || !Number.isSafeInteger(tiyin) || tiyin <= 0 || tiyin % 100 !== 0) notFound();
  return (
    <ClientMessages paths={["providers.demo"]}>
      <DemoCheckout payment={{ provider: "payme", account: fields["ac.account"], amount: tiyin / 100, returnUrl: safeReturnUrl(fields.c) }} />
    </ClientMessages>
  );
}
