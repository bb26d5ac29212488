"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { PaymentCard } from "@/lib/payments/topup-amount";
import { TopupDialog } from "./topup-dialog";

export function TopupButton({ card }: { card: PaymentCard }) {
  const t = useTranslations("payments");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t("topup")}</Button>
      <TopupDialog open={open} loggedIn card={card} onClose={() => setOpen(false)} />
    </>
  );
}
