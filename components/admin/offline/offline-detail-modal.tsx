"use client";

import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { Modal } from "@/components/ui/modal";
import { StatCards } from "@/components/offline/stat-cards";
import { WeekChart } from "@/components/offline/week-chart";
import type { Jsonified } from "@/lib/api/client";
import type { OfflineStaffView } from "@/lib/offline/shapes";
import { weekAverage, weekScores, worstDay } from "@/lib/offline/week";

/** Admin §2's detail view: step, total score, average, worst day and this week's bars. */
export function OfflineDetailModal({ student, onClose }: { student: Jsonified<OfflineStaffView> | null; onClose: () => void }) {
  const t = useTranslations("adminOffline");
  const tDays = useTranslations("studentCard.days");
  const week = student ? weekScores(student.todayScores, student.attendanceDays, new Date()) : [];
  const worst = worstDay(week);
  const stats = student
    ? [
        { label: t("step"), value: String(student.step) },
        { label: t("totalScore"), value: String(student.totalScore) },
        { label: t("average"), value: String(weekAverage(week)) },
        { label: t("worstDay"), value: worst ? `${tDays(worst.day)} · ${worst.score}` : "—" },
      ]
    : [];
  return (
    <Modal open={student !== null} onClose={onClose} title={student?.fullName ?? ""} className="max-w-xl">
      <div className="space-y-4" data-testid="admin-offline-detail">
        <StatCards stats={stats} />
        <Card className="space-y-3 p-4">
          <h3 className="text-sm font-medium text-gray-300">{t("weekChart")}</h3>
          <WeekChart days={week.map((day) => ({ label: tDays(day.day), score: day.score, date: day.date }))} />
        </Card>
      </div>
    </Modal>
  );
}
