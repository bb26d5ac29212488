import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { ParentShell } from "@/components/parent/parent-shell";
import { pageCaller } from "@/lib/auth/page-caller";

export async function generateMetadata() {
  const t = await getTranslations("parent.shell");
  return { title: t("title") };
}

// Issue 38: a parent's own area. A visitor signs in first and comes back; anyone else goes to
// their own home. Every /api/parent call checks the role and the link again itself.
export default async function ParentLayout({ children }: { children: React.ReactNode }) {
  const caller = await pageCaller();
  if (!caller) redirect("/projects/blogs?next=/parent");
  if (caller.role !== "parent") redirect(caller.role === "admin" ? "/admin" : "/projects/blogs");
  return (
    <ClientMessages paths={["parent.shell"]}>
      <ParentShell parentName={caller.fullName}>{children}</ParentShell>
    </ClientMessages>
  );
}
