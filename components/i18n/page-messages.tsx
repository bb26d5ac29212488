"use client";

import { useMemo, type ComponentProps, type ReactNode } from "react";
import { NextIntlClientProvider, useLocale, useMessages } from "next-intl";

type Messages = NonNullable<ComponentProps<typeof NextIntlClientProvider>["messages"]>;

/**
 * Adds a page's own namespaces (lib/i18n/client-messages.ts: PAGE_NAMESPACES) to the root
 * layout's messages for the page's client components. A nested provider replaces its parent's
 * messages rather than merging them, so the merge happens here, in the browser: the page's HTML
 * carries only the added namespaces, never a second copy of the root's.
 */
export function PageMessages({ messages, children }: { messages: Partial<Messages>; children: ReactNode }) {
  const root = useMessages();
  const locale = useLocale();
  const merged = useMemo(() => ({ ...root, ...messages }) as Messages, [root, messages]);
  if (Object.keys(messages).length === 0) return children;
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
