import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { TeachShell } from "@/components/teach/teach-shell";
import { pageCaller } from "@/lib/auth/page-caller";
import { PRODUCT_NAME } from "@/lib/product";
import { findTeacherGroups } from "@/lib/teaching/teacher-reads";

export async function generateMetadata() {
  const t = await getTranslations("teach.shell");
  return { title: { default: t("title"), template: `%s · ${PRODUCT_NAME}` } };
}

// The teacher's area (issue 38): a visitor goes to sign in, any other role home. Every
// /api/teacher call checks the role and the groups again itself.
export default async function TeachLayout({ children }: { children: React.ReactNode }) {
  const caller = await pageCaller().catch(() => null);
  if (!caller) redirect("/projects/blogs?next=/teach");
  if (caller.role !== "teacher") redirect("/");
  const groups = await findTeacherGroups({ caller });
  return (
    <TeachShell teacher={{ fullName: caller.fullName }} groups={groups}>
      {children}
    </TeachShell>
  );
}
