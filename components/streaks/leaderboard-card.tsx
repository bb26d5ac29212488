import { getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import type { Leaderboard } from "@/lib/streaks/find-leaderboard";

/** A course's (or, titled, a group's) leaderboard: rank, first name and points; the reader's own line marked in words. */
export async function LeaderboardCard({ board, title }: { board: Leaderboard; title?: string }) {
  const t = await getTranslations("streaks.leaderboard");
  return (
    <Card className="space-y-3" data-testid="leaderboard">
      <h2 className="text-lg font-semibold text-white">{title ?? t("courseTitle")}</h2>
      {board.youHidden ? <p className="text-sm text-gray-400">{t("youHidden")}</p> : null}
      {board.lines.length === 0 ? (
        <p className="text-sm text-gray-400">{t("empty")}</p>
      ) : (
        <ol className="divide-y divide-white/5 text-sm">
          {board.lines.map((line, index) => (
            <li key={index} className={cn("flex items-center gap-3 py-2", line.you && "font-semibold text-white")}>
              <span className="w-8 shrink-0 text-right text-gray-400">{t("rank", { rank: line.rank })}</span>
              <span className="min-w-0 flex-1 truncate text-gray-200">
                {line.firstName}
                {line.you ? <span className="ml-2 text-xs text-brand-300">{t("you")}</span> : null}
              </span>
              <span className="shrink-0 text-gray-300">{t("points", { points: line.points })}</span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
