import { getTranslations } from "next-intl/server";
import { OfflinePage } from "@/components/offline/offline-page";
import { ClientMessages } from "@/components/i18n/client-messages";

export async function generateMetadata() {
  const t = await getTranslations("offline");
  return { title: t("titleDebtors") };
}

export default function DebtorsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return (
    <ClientMessages paths={["offline", "api.certificates"]}>
      <OfflinePage mode="debtors" searchParams={searchParams} />
    </ClientMessages>
  );
}
