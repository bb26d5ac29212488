import { getTranslations } from "next-intl/server";
import { UsersView } from "@/components/admin/users/users-view";

export async function generateMetadata() {
  const t = await getTranslations("admin.users");
  return { title: t("title") };
}

export default function AdminUsersPage() {
  return <UsersView />;
}
