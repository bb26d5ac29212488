import type { ReactNode } from "react";
import { getMessages } from "next-intl/server";
import { pickMessages, type MessagePath } from "@/lib/i18n/client-messages";
import { PageMessages } from "./page-messages";

/**
 * Gives the client components below it the messages at `paths`, besides the shell's that every
 * page has (lib/i18n/client-messages.ts). A page or layout names what its client components use.
 * It reads nobody's session, so the same page serves everyone in its language.
 */
export async function ClientMessages({ paths, children }: { paths: readonly MessagePath[]; children: ReactNode }) {
  return <PageMessages messages={pickMessages(await getMessages(), paths)}>{children}</PageMessages>;
}
