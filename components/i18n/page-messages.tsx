"use client";

import { useMemo, type ComponentProps, type ReactNode } from "react";
import { NextIntlClientProvider, useLocale, useMessages } from "next-intl";
import { mergeMessages } from "@/lib/i18n/client-messages";

type Messages = NonNullable<ComponentProps<typeof NextIntlClientProvider>["messages"]>;

/**
 * Adds a page's own messages (components/i18n/client-messages.tsx) to those of the providers
 * above it, for the page's client components. A nested provider replaces its parent's messages
 * rather than merging them, so the merge happens here, in the browser: the page's HTML carries
 * only the added messages, never a second copy of the root's.
 */
export function PageMessages({ messages, children }: { messages: Partial<Messages>; children: ReactNode }) {
  const above = useMessages();
  const locale = useLocale();
  const merged = useMemo(() => mergeMessages(above, messages), [above, messages]);
  if (Object.keys(messages).length === 0) return children;
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
