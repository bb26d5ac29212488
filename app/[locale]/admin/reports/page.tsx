import { getTranslations } from "next-intl/server";
import { ReportsView } from "@/components/admin/reports/reports-view";

export async function generateMetadata() {
  const t = await getTranslations("admin.reports");
  return { title: t("title") };
}

// The admin layout has checked the role; the list is read through the admin area's query cache.
export default function AdminReportsPage() {
  return <ReportsView />;
}
