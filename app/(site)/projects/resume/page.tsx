import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { pageUser } from "@/components/auth/page-user";
import { SecurityTab } from "@/components/auth/security-tab";
import { ClientMessages } from "@/components/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("security");
  return { title: t("title") };
}

// Spec §2: the security tab (Xavfsizlik).
export default async function SecurityPage() {
  return (
    <ClientMessages paths={["security", "auth.changePassword", "api.validation"]}>
      <SecurityTab initialUser={await pageUser()} />
    </ClientMessages>
  );
}
