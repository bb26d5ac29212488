"use client";

import { useTranslations } from "next-intl";
import type { PracticeText } from "@/lib/practice/contract";

/** A checker message (`practice.*` key with values, lib/practice/contract.ts) in the reader's language. */
export function usePracticeText() {
  const t = useTranslations("practice");
  return (text: PracticeText) => t(text.key.replace(/^practice\./, ""), text.values);
}
