"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { CheckoutOptions } from "@/lib/payments/checkout-url";
import type { PaymentCard } from "@/lib/payments/topup-amount";
import { TopupDialog } from "./topup-dialog";

export function TopupButton({ card, checkout }: { card: PaymentCard; checkout: CheckoutOptions | null }) {
  const t = useTranslations("payments");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t("topup")}</Button>
      <TopupDialog
        open={open}
        loggedIn
        card={card}
        checkout={checkout}
        account={checkout ? { status: "ready", number: checkout.accountNumber } : undefined}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
