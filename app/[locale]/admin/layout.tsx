import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getMessages, getTranslations } from "next-intl/server";
import { PageMessages } from "@/components/i18n/page-messages";
import { AdminShell } from "@/components/admin/shell/admin-shell";
import { NoAdminRights } from "@/components/admin/shell/no-admin-rights";
import { pageCaller } from "@/lib/auth/page-caller";
import { readToken, type Caller } from "@/lib/auth/session";
import { PRODUCT_NAME } from "@/lib/product";
import { VERSION } from "@/lib/version";

// A plain string title here would drop the root layout's template for every admin page, so the
// admin pages carry the same '· Qadam' suffix explicitly.
export async function generateMetadata() {
  const t = await getTranslations("admin.shell");
  return { title: { default: t("title"), template: `%s · ${PRODUCT_NAME}` } };
}

// Spec §2 access check: no token → the no-rights message with a way home; a non-admin → '/';
// a failing profile check shows nothing. Every /api/admin call checks the role again itself.
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  if (!readToken(await headers())) return <NoAdminRights />;
  let caller: Caller | null;
  try {
    caller = await pageCaller();
  } catch {
    return null;
  }
  if (!caller) return <NoAdminRights />;
  if (caller.role !== "admin") redirect("/");
  // The admin's pages carry every string (the root layout gives everyone the shell's alone).
  return (
    <PageMessages messages={await getMessages()}>
      <AdminShell admin={{ id: caller.id, fullName: caller.fullName, phone: caller.phone }} version={VERSION}>
        {children}
      </AdminShell>
    </PageMessages>
  );
}
