import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";

/** A student's figures as small labelled cards (the student card and the admin's detail). */
export function StatCards({ stats, className }: { stats: { label: string; value: string }[]; className?: string }) {
  return (
    <dl className={cn("grid grid-cols-2 gap-3", className)}>
      {stats.map((stat) => (
        <Card key={stat.label} className="p-4">
          <dt className="text-xs text-gray-400">{stat.label}</dt>
          <dd className="mt-1 text-xl font-semibold text-white tabular-nums">{stat.value}</dd>
        </Card>
      ))}
    </dl>
  );
}
