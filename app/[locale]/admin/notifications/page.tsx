import { getTranslations } from "next-intl/server";
import { NotificationsView } from "@/components/admin/notifications/notifications-view";

export async function generateMetadata() {
  const t = await getTranslations("admin.notifications");
  return { title: t("title") };
}

export default function AdminNotificationsPage() {
  return <NotificationsView />;
}
