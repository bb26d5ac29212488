import { cn } from "./cn";

/** `value` is the filled share of the track, 0..100 (callers scale capped figures first). */
export function ProgressBar({ value, tone = "success", className, label }: { value: number; tone?: "success" | "danger" | "brand"; className?: string; label?: string }) {
  const width = Math.min(100, Math.max(0, value));
  const fill = tone === "danger" ? "bg-red-500" : tone === "brand" ? "bg-brand-500" : "bg-emerald-500";
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(width)}
      aria-label={label}
      className={cn("h-2 w-full overflow-hidden rounded-full bg-white/10", className)}
    >
      <div className={cn("h-full rounded-full transition-[width] duration-500", fill)} style={{ width: `${width}%` }} />
    </div>
  );
}
