import type { Metadata, Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import { Toaster } from "@/components/ui/toaster";
import { pageCallerIsAdmin } from "@/lib/auth/page-caller";
import { clientMessages } from "@/lib/i18n/client-messages";
import { PRODUCT_NAME } from "@/lib/product";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("meta");
  return { title: { default: PRODUCT_NAME, template: `%s · ${PRODUCT_NAME}` }, description: t("description") };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#0b1120" };

// Spec §1: the dark theme is forced on every routed page.
export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const locale = await getLocale();
  // An admin's pages carry every string; anyone else's the shell's and what the page names.
  const messages = clientMessages(await getMessages(), await pageCallerIsAdmin());
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
