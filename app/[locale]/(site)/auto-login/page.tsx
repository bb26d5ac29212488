import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { AutoLogin } from "@/components/auth/auto-login";
import { ClientMessages } from "@/components/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.autoLogin");
  return { title: t("title"), robots: { index: false } };
}

export default function AutoLoginPage() {
  return (
    <ClientMessages paths={["auth.autoLogin"]}>
      <Suspense>
        <AutoLogin />
      </Suspense>
    </ClientMessages>
  );
}
