"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useRef, type ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { ProgressBar } from "@/components/ui/progress-bar";
import { formatShortDate } from "@/lib/format/date";
import { barWidth, percentTone } from "@/lib/offline/completion";
import { isDebtor } from "@/lib/offline/debtors";
import type { OfflineStudentView } from "@/lib/offline/shapes";
import { isExpelled } from "@/lib/offline/warnings";
import { CertificatesGrid } from "./certificates-grid";
import { useStudentActions } from "./use-student-actions";
import { WarningCards } from "./warning-cards";

type Props = {
  student: OfflineStudentView;
  isAdmin: boolean;
  origin: string;
  today: string;
  onBack: () => void;
  onUpdated: (student: OfflineStudentView) => void;
};

function Stat({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <Card className={cn("p-4", className)}>
      <p className="text-xs text-gray-400">{label}</p>
      <div className="mt-1 text-xl font-semibold text-white tabular-nums">{children}</div>
    </Card>
  );
}

/** The offline student's detail (spec §2): progress, days, goal, warnings, dates, certificates. */
export function StudentDetail({ student, isAdmin, origin, today, onBack, onUpdated }: Props) {
  const t = useTranslations("offline");
  const { saveWarnings, saveCertificates } = useStudentActions(student.id, onUpdated);
  const tone = percentTone(student.percent);
  const difference = student.daysDifference;
  const expelled = !isAdmin && isExpelled(student.warnings);

  return (
    <div className="space-y-6" data-testid="student-detail">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" onClick={onBack}>
          ← {t("back")}
        </Button>
        <Badge tone={isDebtor(student.percent) ? "danger" : "success"}>{isDebtor(student.percent) ? t("badgeDebtor") : t("badgeOffline")}</Badge>
        {isAdmin ? <Badge tone="info">{t("adminMode")}</Badge> : null}
      </div>

      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{student.fullName}</h1>
        <Link href={`/students/${student.id}`} className="text-sm font-medium text-brand-300 hover:underline">
          {t("openStudentCard")} →
        </Link>
      </div>

      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label={t("step")}>{student.step}</Stat>
        <Stat label={t("totalScore")}>{student.totalScore}</Stat>
        <Stat label={t("progress")}>
          <span className={tone === "success" ? "text-emerald-400" : "text-red-400"}>{student.percent}%</span>
        </Stat>
        <Stat label={t("daysTitle")}>
          <span
            data-testid="days-difference"
            className={cn("text-base", difference.kind === "won" ? "text-emerald-400" : difference.kind === "burned" ? "text-red-400" : "text-gray-200")}
          >
            {difference.kind === "won" ? t("daysWon", { days: difference.days }) : difference.kind === "burned" ? t("daysBurned", { days: difference.days }) : t("balanced")}
          </span>
        </Stat>
      </div>

      <Card className="space-y-3">
        <div className="flex items-center justify-between text-sm">
          <span className="text-gray-300">{t("progress")}</span>
          <span className={cn("font-semibold", tone === "success" ? "text-emerald-400" : "text-red-400")}>{student.percent}%</span>
        </div>
        <ProgressBar value={barWidth(student.percent)} tone={tone} label={t("progress")} className="h-3" />
      </Card>

      <Card className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span className="text-gray-300">{t("goalTitle", { target: student.goal.target })}</span>
          <span className="font-semibold text-brand-300">{t("goalReached", { percent: student.goal.percent })}</span>
        </div>
        <ProgressBar value={student.goal.percent} tone="brand" label={t("goalTitle", { target: student.goal.target })} className="h-3" />
        <p className="text-xs text-gray-400">{t("stepsRemaining", { steps: student.goal.stepsRemaining })}</p>
      </Card>

      <WarningCards warnings={student.warnings} isAdmin={isAdmin} onSave={(warnings, cancelling) => saveWarnings(warnings, cancelling, student.warnings)} />

      <section aria-labelledby="dates-title" className="space-y-3">
        <h2 id="dates-title" className="text-lg font-semibold text-white">
          {t("datesTitle")}
        </h2>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <Stat label={t("dateArrival")}>{formatShortDate(student.arrivalDate)}</Stat>
          <Stat label={t("dateDays")}>{t("daysCount", { days: student.daysSinceArrival })}</Stat>
          <Stat label={t("dateToday")}>{formatShortDate(today)}</Stat>
        </div>
      </section>

      <CertificatesGrid certificates={student.certificates} origin={origin} isAdmin={isAdmin} onSave={saveCertificates} />

      {expelled ? (
        <ExpelledOverlay>
          <Card className="w-full max-w-md space-y-4 text-center ring-red-500/50">
            <h2 id="expelled-title" className="text-xl font-bold text-red-300">
              {t("expelledTitle")}
            </h2>
            <p className="text-sm text-gray-300">{t("expelledReasons")}</p>
            <ol className="space-y-2 text-left text-sm text-gray-100">
              {student.warnings.map((reason, index) => (
                <li key={index} className="rounded-lg bg-red-500/10 px-3 py-2 ring-1 ring-red-500/30">
                  {index + 1}. {reason}
                </li>
              ))}
            </ol>
            <Button variant="secondary" onClick={onBack} className="w-full">
              ← {t("back")}
            </Button>
          </Card>
        </ExpelledOverlay>
      ) : null}
    </div>
  );
}

/**
 * The 3-warning overlay as a modal <dialog>: the browser makes the rest of the page inert, so
 * Tab and a screen reader stay inside it, and Escape does not dismiss it (only 'back' leaves).
 */
function ExpelledOverlay({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-labelledby="expelled-title"
      onCancel={(event) => event.preventDefault()}
      className="m-0 size-full max-h-none max-w-none items-center open:flex justify-center bg-transparent p-4 backdrop:bg-black/85 backdrop:backdrop-blur-sm"
    >
      {children}
    </dialog>
  );
}
