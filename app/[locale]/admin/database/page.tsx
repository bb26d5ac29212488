import { getTranslations } from "next-intl/server";
import { DatabaseView } from "@/components/admin/database/database-view";

export async function generateMetadata() {
  const t = await getTranslations("admin.database");
  return { title: t("title") };
}

export default function AdminDatabasePage() {
  return <DatabaseView />;
}
