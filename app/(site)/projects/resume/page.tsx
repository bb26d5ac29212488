import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SecurityTab } from "@/components/auth/security-tab";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("security");
  return { title: t("title") };
}

// Spec §2: the security tab (Xavfsizlik).
export default function SecurityPage() {
  return <SecurityTab />;
}
