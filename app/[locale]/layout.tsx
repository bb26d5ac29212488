import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { Toaster } from "@/components/ui/toaster";
import { clientMessages } from "@/lib/i18n/client-messages";
import { isLocale, LOCALES } from "@/lib/i18n/locales";
import { PRODUCT_NAME } from "@/lib/product";
import "../globals.css";

// The language is the first segment of every page's route (issue 43). Nobody types it: proxy.ts
// rewrites each address to it from ?lang=, the `lang` cookie or Accept-Language, so a page's
// address stays as the spec has it and each language's page can be rendered once.
export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("meta");
  return { title: { default: PRODUCT_NAME, template: `%s · ${PRODUCT_NAME}` }, description: t("description") };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#0b1120" };

// Spec §1: the dark theme is forced on every routed page. The layout reads nobody's session:
// every visitor and student gets the shell's strings and what the page names; an admin's pages
// get the rest from the admin layout.
export default async function RootLayout({ children, params }: { children: React.ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const messages = clientMessages(await getMessages());
  return (
    <html lang={locale} className="dark">
      <body className="min-h-dvh antialiased">
        <NextIntlClientProvider messages={messages}>
          {children}
          <Toaster />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
