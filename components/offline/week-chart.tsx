import { cn } from "@/components/ui/cn";

type Day = { label: string; score: number; date: string };

/** The Monday–Sunday scores as plain CSS bars, scaled to the best day. */
export function WeekChart({ days, className }: { days: Day[]; className?: string }) {
  const best = Math.max(1, ...days.map((day) => day.score));
  return (
    <ol className={cn("grid h-40 grid-cols-7 items-end gap-2", className)} data-testid="week-chart">
      {days.map((day) => (
        <li key={day.date} className="flex h-full flex-col items-center justify-end gap-1" title={`${day.date}: ${day.score}`}>
          <span className="text-xs font-medium text-gray-300 tabular-nums">{day.score}</span>
          <span
            aria-hidden
            className={cn("w-full max-w-10 rounded-t-md", day.score > 0 ? "bg-brand-500" : "bg-white/10")}
            style={{ height: `${Math.max(4, (day.score / best) * 100)}%` }}
          />
          <span className="text-xs text-gray-400">{day.label}</span>
        </li>
      ))}
    </ol>
  );
}
