import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import type { GroupView } from "@/lib/groups/shapes";
import { PRODUCT_NAME } from "@/lib/product";

/** The teacher's own shell (issue 38): a bar with the groups, one column on a phone, wider on a desktop. */
export async function TeachShell({ teacher, groups, children }: { teacher: { fullName: string }; groups: GroupView[]; children: ReactNode }) {
  const t = await getTranslations("teach.shell");
  return (
    <div className="min-h-dvh bg-surface text-fg">
      <header className="border-b border-white/10 bg-surface-raised">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <Link href="/teach" className="text-lg font-semibold">
            {PRODUCT_NAME} · {t("title")}
          </Link>
          <span className="text-sm text-fg-muted">{teacher.fullName}</span>
          <Link href="/projects/blogs" className="ms-auto text-sm underline underline-offset-4">
            {t("profile")}
          </Link>
        </div>
        <nav aria-label={t("groups")} className="mx-auto max-w-5xl overflow-x-auto px-4 pb-3">
          <ul className="flex gap-2">
            <li>
              <Link href="/teach" className="inline-block whitespace-nowrap rounded-full px-3 py-1.5 text-sm ring-1 ring-white/15">
                {t("home")}
              </Link>
            </li>
            <li>
              <Link href="/teach/questions" className="inline-block whitespace-nowrap rounded-full px-3 py-1.5 text-sm ring-1 ring-white/15">
                {t("questions")}
              </Link>
            </li>
            <li>
              <Link href="/teach/reviews" className="inline-block whitespace-nowrap rounded-full px-3 py-1.5 text-sm ring-1 ring-white/15">
                {t("reviews")}
              </Link>
            </li>
            {groups.map((group) => (
              <li key={group.id}>
                <Link href={`/teach/groups/${group.id}`} className="inline-block whitespace-nowrap rounded-full px-3 py-1.5 text-sm ring-1 ring-white/15">
                  {group.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" className="mx-auto max-w-5xl px-4 py-6">
        {children}
      </main>
    </div>
  );
}
