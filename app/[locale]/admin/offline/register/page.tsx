import { getTranslations } from "next-intl/server";
import { RegisterView } from "@/components/admin/offline/register/register-view";

export async function generateMetadata() {
  const t = await getTranslations("adminOffline.register");
  return { title: t("title") };
}

export default async function AdminOfflineRegisterPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { week } = await searchParams;
  return <RegisterView {...(typeof week === "string" && /^\d{4}-\d{2}-\d{2}$/.test(week) ? { initialWeek: week } : {})} />;
}
