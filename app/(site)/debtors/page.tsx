import { getTranslations } from "next-intl/server";
import { OfflinePage } from "@/components/offline/offline-page";

export async function generateMetadata() {
  const t = await getTranslations("offline");
  return { title: t("titleDebtors") };
}

export default function DebtorsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <OfflinePage mode="debtors" searchParams={searchParams} />;
}
