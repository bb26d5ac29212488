"use client";

import { useTranslations } from "next-intl";
import type { PracticeText } from "@/lib/practice/contract";

/** A checker message (`practice.*` key with values, lib/practice/contract.ts) in the reader's language. */
export function usePracticeText() {
  const t = useTranslations("practice");
  // The checker names its keys at run time (lib/practice/contract.ts); each is a practice.* key of messages/uz.json.
  return (text: PracticeText) => t(text.key.replace(/^practice\./, "") as Parameters<typeof t>[0], text.values);
}
