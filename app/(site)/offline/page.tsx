import { getTranslations } from "next-intl/server";
import { OfflinePage } from "@/components/offline/offline-page";

export async function generateMetadata() {
  const t = await getTranslations("offline");
  return { title: t("titleOffline") };
}

export default function OfflineStudentsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <OfflinePage mode="offline" searchParams={searchParams} />;
}
