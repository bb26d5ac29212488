"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { validationKey } from "./schemas";

/** The spec's Uzbek validation text in the page's language; other texts as they are. */
export function useFieldError() {
  const t = useTranslations("auth.validation");
  return useCallback(
    (message: string | undefined) => {
      const key = validationKey(message);
      return key ? t(key) : message;
    },
    [t],
  );
}
