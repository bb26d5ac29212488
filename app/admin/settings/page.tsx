import { getTranslations } from "next-intl/server";
import { SettingsView } from "@/components/admin/settings/settings-view";

export async function generateMetadata() {
  const t = await getTranslations("admin.settings");
  return { title: t("title") };
}

export default function AdminSettingsPage() {
  return <SettingsView />;
}
