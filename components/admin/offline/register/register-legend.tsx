"use client";

import { useTranslations } from "next-intl";
import { cn } from "@/components/ui/cn";
import { HATCHED } from "./register-model";

/** What the register's marks mean: the hatched days a student does not attend, and the note dot (the grid's; the phone shows the note itself). */
export function RegisterLegend() {
  const t = useTranslations("adminOffline.register");
  return (
    <ul className="mb-3 flex flex-wrap gap-x-5 gap-y-2 text-xs text-gray-400" aria-label={t("legend")} data-testid="register-legend">
      <li className="flex items-center gap-2">
        <span className={cn("h-5 w-7 shrink-0 rounded-md bg-black/20 ring-1 ring-white/10", HATCHED)} aria-hidden data-testid="legend-hatched" />
        <span>{t("legendHatched")}</span>
      </li>
      <li className="hidden items-center gap-2 md:flex">
        <span className="relative h-5 w-7 shrink-0 rounded-md ring-1 ring-white/10" aria-hidden>
          <span className="absolute bottom-1 left-1 size-1.5 rounded-full bg-sky-400" />
        </span>
        <span>{t("legendNote")}</span>
      </li>
    </ul>
  );
}
