import { getTranslations } from "next-intl/server";
import { OfflinePage } from "@/components/offline/offline-page";

export async function generateMetadata() {
  const t = await getTranslations("offline");
  return { title: t("titleDebtors") };
}

export default function DebtorsPage() {
  return <OfflinePage mode="debtors" />;
}
