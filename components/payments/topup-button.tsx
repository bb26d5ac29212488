"use client";

import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { buttonClass } from "@/components/ui/button";
import { DialogCommand } from "@/components/ui/dialog-command";
import type { CheckoutOptions } from "@/lib/payments/checkout-url";
import type { PaymentCard } from "@/lib/payments/topup-amount";
import { TopupDialog } from "./topup-dialog";

/** The payments page's top-up: the browser opens the dialog at a tap, before the page's scripts have come. */
export function TopupButton({ card, checkout }: { card: PaymentCard; checkout: CheckoutOptions | null }) {
  const t = useTranslations("payments");
  const [open, setOpen] = useState(false);
  const dialogId = `topup-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  return (
    <>
      <DialogCommand command="show-modal" dialog={dialogId} className={buttonClass()}>
        {t("topup")}
      </DialogCommand>
      <TopupDialog
        open={open}
        command={{ id: dialogId, onOpen: () => setOpen(true) }}
        loggedIn
        card={card}
        checkout={checkout}
        account={checkout ? { status: "ready", number: checkout.accountNumber } : undefined}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
