import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ErrorContent } from "@/components/shell/error-content";
import { UNAVAILABLE_HEADER } from "@/lib/boot/unavailable";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("errorPage");
  return { title: t("title") };
}

/**
 * What server.ts serves, with status 503 and Retry-After, in place of a page while the
 * database does not answer (lib/boot/database-faults.ts). Asked for directly, it does not exist.
 */
export default async function UnavailablePage() {
  if ((await headers()).get(UNAVAILABLE_HEADER) !== "1") notFound();
  return <ErrorContent />;
}
