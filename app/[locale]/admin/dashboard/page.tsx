import { getTranslations } from "next-intl/server";
import { DashboardView } from "@/components/admin/dashboard/dashboard-view";

export async function generateMetadata() {
  const t = await getTranslations("admin.dashboard");
  return { title: t("title") };
}

export default function AdminDashboardPage() {
  return <DashboardView />;
}
