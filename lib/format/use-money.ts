"use client";

import { useLocale } from "next-intl";
import { useCallback } from "react";
import { formatMoney } from "./money";

/** formatMoney in the page's language, for client components. */
export function useMoney(): (amount: number) => string {
  const locale = useLocale() === "ru" ? "ru" : "uz";
  return useCallback((amount: number) => formatMoney(amount, locale), [locale]);
}
