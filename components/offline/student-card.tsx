import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { ProgressBar } from "@/components/ui/progress-bar";
import { barWidth, percentTone } from "@/lib/offline/completion";
import { isAboveExpected, RETURN_ON_TUITION_BAR_CAP } from "@/lib/offline/return-on-tuition";
import type { OfflineStudentView } from "@/lib/offline/shapes";
import { monthlyPoints, weekAverage, worstDay, type WeekDayScore } from "@/lib/offline/week";
import { StatCards } from "./stat-cards";
import { WeekChart } from "./week-chart";

/**
 * The student card (/students/{id}): the return-on-tuition bar (cap 200%) and the week's real
 * figures from the stored daily scores, where the old client showed random placeholders.
 */
export async function StudentCard({ student, week, now }: { student: OfflineStudentView; week: WeekDayScore[]; now: Date }) {
  const t = await getTranslations("studentCard");
  const tDays = await getTranslations("studentCard.days");
  const roi = student.returnOnTuitionPercent;
  const tone = percentTone(roi);
  const weekly = week.reduce((sum, day) => sum + day.score, 0);
  const worst = worstDay(week);
  const stats = [
    { label: t("step"), value: String(student.step) },
    { label: t("weeklyPoints"), value: String(weekly) },
    { label: t("monthlyPoints"), value: String(monthlyPoints(student.todayScores, now)) },
    { label: t("average"), value: String(weekAverage(week)) },
    { label: t("worstDay"), value: worst ? t("worstDayValue", { day: tDays(worst.day), score: worst.score }) : "—" },
    { label: t("totalScore"), value: String(student.totalScore) },
  ];

  return (
    <div className="space-y-6">
      <Link href="/qadam-offline" className="inline-flex items-center gap-2 text-sm font-medium text-brand-300 hover:underline">
        ← {t("back")}
      </Link>
      <div>
        <p className="text-sm text-gray-400">{t("subtitle")}</p>
        <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{student.fullName}</h1>
      </div>

      <Card className="space-y-3">
        <div className="flex items-center justify-between gap-3">
          <h2 className="text-sm font-medium text-gray-300">{t("roiTitle")}</h2>
          <span data-testid="roi-percent" className={cn("text-2xl font-bold tabular-nums", tone === "success" ? "text-emerald-400" : "text-red-400")}>
            {roi}%
          </span>
        </div>
        <ProgressBar value={barWidth(roi, RETURN_ON_TUITION_BAR_CAP)} tone={tone} label={t("roiTitle")} className="h-3" />
        <div className="flex justify-between text-xs text-gray-500">
          <span>0%</span>
          <span>100%</span>
          <span>{RETURN_ON_TUITION_BAR_CAP}%</span>
        </div>
        {isAboveExpected(roi) ? <p className="text-sm text-emerald-300">{t("aboveExpected")}</p> : null}
      </Card>

      <section aria-labelledby="stats-title" className="space-y-3">
        <h2 id="stats-title" className="text-lg font-semibold text-white">
          {t("statsTitle")}
        </h2>
        <StatCards stats={stats} className="lg:grid-cols-3" />
      </section>

      <Card className="space-y-3">
        <h2 className="text-sm font-medium text-gray-300">{t("weekTitle")}</h2>
        <WeekChart days={week.map((day) => ({ label: tDays(day.day), score: day.score, date: day.date }))} />
      </Card>
    </div>
  );
}
