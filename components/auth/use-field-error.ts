"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";

const PREFIX = "api.validation.";

/**
 * A form schema's message key (api.validation.*, the server's own) in the page's language, with
 * the `values` its text names: the browser's check knows the key but not the schema's limit
 * that the server puts in (`{max}` of `.max(MAX_FILE_CHARS, key)`).
 */
export function useFieldError() {
  const t = useTranslations("api.validation");
  return useCallback(
    (message: string | undefined, values?: Record<string, number>) => {
      // A key the schema names, asked for only once t.has() has found it.
      const key = message?.startsWith(PREFIX) ? (message.slice(PREFIX.length) as Parameters<typeof t>[0]) : null;
      return key && t.has(key) ? t(key, values) : message;
    },
    [t],
  );
}
