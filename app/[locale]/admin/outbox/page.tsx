import { getTranslations } from "next-intl/server";
import { OutboxList } from "@/components/admin/outbox/outbox-list";
import { pageParam } from "@/lib/admin/paging";
import { findOutbox } from "@/lib/outbox/find-outbox";

export async function generateMetadata() {
  const t = await getTranslations("admin.outbox");
  return { title: t("title") };
}

// The admin layout has checked the role before this renders; a malformed ?page= shows the first.
export default async function AdminOutboxPage({ searchParams }: { searchParams: Promise<{ page?: string | string[] }> }) {
  const { page: given } = await searchParams;
  const requested = pageParam.safeParse(Array.isArray(given) ? given[0] : given);
  return <OutboxList outbox={await findOutbox(requested.success ? requested.data : 1)} />;
}
