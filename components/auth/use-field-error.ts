"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";

const PREFIX = "api.validation.";

/** A form schema's message key (api.validation.*, the server's own) in the page's language. */
export function useFieldError() {
  const t = useTranslations("api.validation");
  return useCallback(
    (message: string | undefined) => (message?.startsWith(PREFIX) && t.has(message.slice(PREFIX.length)) ? t(message.slice(PREFIX.length)) : message),
    [t],
  );
}
