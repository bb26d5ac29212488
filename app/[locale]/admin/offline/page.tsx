import { getTranslations } from "next-intl/server";
import { OfflineAdminView } from "@/components/admin/offline/offline-admin-view";
import { PRODUCT_NAME } from "@/lib/product";

export async function generateMetadata() {
  const t = await getTranslations("adminOffline");
  return { title: t("title", { product: PRODUCT_NAME }) };
}

export default function AdminOfflinePage() {
  return <OfflineAdminView />;
}
