import { useTranslations } from "next-intl";
import { cn } from "@/components/ui/cn";
import type { Jsonified } from "@/lib/api/client";
import { formatShortDate } from "@/lib/format/date";
import type { StudentActivity } from "@/lib/streaks/find-student-activity";

type Activity = Jsonified<StudentActivity>;

/** Current streak, best streak and points as three figures (issue 42). */
export function StreakFigures({ activity, className }: { activity: Activity; className?: string }) {
  const t = useTranslations("streaks");
  const figures = [
    { key: "current", label: t("current"), value: t("days", { count: activity.streak.current }) },
    { key: "best", label: t("best"), value: t("days", { count: activity.streak.best }) },
    { key: "points", label: t("points"), value: String(activity.points.points) },
  ];
  return (
    <dl className={cn("grid grid-cols-3 gap-2 sm:gap-3", className)}>
      {figures.map((figure) => (
        <div key={figure.key} className="rounded-xl bg-surface p-3 ring-1 ring-white/10">
          <dt className="text-xs text-gray-400">{figure.label}</dt>
          <dd className="mt-1 text-base font-semibold text-white sm:text-lg" data-testid={`streak-${figure.key}`}>
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The calendar of active days: Monday-first weeks, an active day filled and marked ✓ (so it
 * reads without colour), each day named in words for a screen reader.
 */
export function StreakCalendar({ activity }: { activity: Activity }) {
  const t = useTranslations("streaks");
  const weekdays = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
  return (
    <figure className="space-y-2">
      <figcaption className="text-sm text-gray-400">{t("calendarCaption")}</figcaption>
      <div aria-hidden className="grid grid-cols-7 gap-1 text-center text-[11px] text-gray-500">
        {weekdays.map((day) => (
          <span key={day}>{t(`weekdays.${day}`)}</span>
        ))}
      </div>
      <ol className="grid grid-cols-7 gap-1" data-testid="streak-calendar">
        {activity.calendar.map((day) => {
          const date = formatShortDate(day.day);
          const state = day.future ? "future" : day.active ? "active" : "idle";
          return (
            <li
              key={day.day}
              data-state={state}
              title={t(`state.${state}`, { date })}
              className={cn(
                "flex aspect-square min-h-9 flex-col items-center justify-center rounded-md text-xs leading-none",
                state === "active" && "bg-brand-600 font-semibold text-white ring-1 ring-brand-300",
                state === "idle" && "text-gray-400 ring-1 ring-white/10",
                state === "future" && "text-gray-600 ring-1 ring-dashed ring-white/5",
                day.day === activity.today && "outline-2 outline-offset-1 outline-amber-300",
              )}
            >
              <span aria-hidden>{Number(day.day.slice(8))}</span>
              {state === "active" ? (
                <span aria-hidden className="mt-0.5 text-[10px]">
                  ✓
                </span>
              ) : null}
              <span className="sr-only">{t(`state.${state}`, { date })}</span>
            </li>
          );
        })}
      </ol>
    </figure>
  );
}
