"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { TopupDialog } from "./topup-dialog";

export function TopupButton() {
  const t = useTranslations("payments");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t("topup")}</Button>
      <TopupDialog open={open} loggedIn onClose={() => setOpen(false)} />
    </>
  );
}
