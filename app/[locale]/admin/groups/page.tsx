import { getTranslations } from "next-intl/server";
import { GroupsView } from "@/components/admin/groups/groups-view";

export async function generateMetadata() {
  const t = await getTranslations("admin.groups");
  return { title: t("title") };
}

export default function AdminGroupsPage() {
  return <GroupsView />;
}
