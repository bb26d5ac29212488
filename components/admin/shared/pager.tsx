"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

/** Previous / next and 'page / total' under a list the server pages (spec §5 payments). */
export function Pager({ page, pages, onPage, label, testId }: { page: number; pages: number; onPage: (page: number) => void; label: string; testId?: string }) {
  const t = useTranslations("admin.payments");
  return (
    <nav className="mt-4 flex items-center justify-between gap-3" aria-label={label}>
      <Button variant="secondary" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        {t("previous")}
      </Button>
      <span className="text-sm text-gray-400" data-testid={testId}>
        {t("page", { page, total: pages })}
      </span>
      <Button variant="secondary" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        {t("next")}
      </Button>
    </nav>
  );
}
