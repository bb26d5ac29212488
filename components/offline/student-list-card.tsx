"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { ProgressBar } from "@/components/ui/progress-bar";
import { cn } from "@/components/ui/cn";
import { barWidth, percentTone } from "@/lib/offline/completion";
import type { OfflineStudentView } from "@/lib/offline/shapes";
import { cardClass } from "@/components/ui/card";

/** A link, so a card opens before React has run (a visitor's page starts its scripts after its first paint). */
export function StudentListCard({ student, href }: { student: OfflineStudentView; href: string }) {
  const t = useTranslations("offline");
  const tone = percentTone(student.percent);
  return (
    <Link
      href={href}
      className={cn(cardClass, "block w-full p-4 text-left transition hover:ring-brand-500/60 focus-visible:outline-2 focus-visible:outline-brand-400")}
    >
      <div className="flex items-center justify-between gap-3">
        <span className="truncate font-medium text-white">{student.fullName}</span>
        <span className={cn("shrink-0 text-sm font-semibold tabular-nums", tone === "success" ? "text-emerald-400" : "text-red-400")}>
          {student.percent}%
        </span>
      </div>
      <p className="mt-1 text-xs text-gray-400">
        {t("stepValue", { step: student.step })} · {t("daysCount", { days: student.daysSinceArrival })}
      </p>
      <ProgressBar className="mt-3" value={barWidth(student.percent)} tone={tone} label={t("progress")} />
    </Link>
  );
}
