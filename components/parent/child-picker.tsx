import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { cn } from "@/components/ui/cn";
import type { ParentChild } from "@/lib/parents/links";

/** The parent's children as links (?child=), the chosen one marked: one tap to another child, no script needed. */
export async function ChildPicker({ childList, chosen }: { childList: ParentChild[]; chosen: string | null }) {
  const t = await getTranslations("parent.page");
  return (
    <nav aria-label={t("children")}>
      <ul className="flex flex-wrap gap-2">
        {childList.map((child) => (
          <li key={child.id}>
            <Link
              href={`/parent?child=${child.id}`}
              aria-current={child.id === chosen ? "page" : undefined}
              className={cn(
                "inline-block rounded-full px-4 py-2 text-sm font-medium ring-1",
                child.id === chosen ? "bg-brand-600 text-white ring-brand-500" : "bg-surface-raised text-gray-200 ring-white/10 hover:bg-white/5",
              )}
            >
              {child.fullName}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
