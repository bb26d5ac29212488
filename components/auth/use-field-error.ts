"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";

const PREFIX = "api.validation.";

/** A form schema's message key (api.validation.*, the server's own) in the page's language. */
export function useFieldError() {
  const t = useTranslations("api.validation");
  return useCallback(
    (message: string | undefined) => {
      // A key the schema names, asked for only once t.has() has found it.
      const key = message?.startsWith(PREFIX) ? (message.slice(PREFIX.length) as Parameters<typeof t>[0]) : null;
      return key && t.has(key) ? t(key) : message;
    },
    [t],
  );
}
