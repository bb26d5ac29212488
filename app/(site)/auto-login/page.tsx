import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { AutoLogin } from "@/components/auth/auto-login";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.autoLogin");
  return { title: t("title"), robots: { index: false } };
}

export default function AutoLoginPage() {
  return (
    <Suspense>
      <AutoLogin />
    </Suspense>
  );
}
