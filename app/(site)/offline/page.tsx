import { getTranslations } from "next-intl/server";
import { OfflinePage } from "@/components/offline/offline-page";

export async function generateMetadata() {
  const t = await getTranslations("offline");
  return { title: t("titleOffline") };
}

export default function OfflineStudentsPage() {
  return <OfflinePage mode="offline" />;
}
