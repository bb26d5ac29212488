"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import type { MentorCounts } from "@/lib/review/shapes";
import { useReviewQueue, type ReviewQueuePage } from "./review-data";
import { StatusBadge } from "./status-badge";

/**
 * The mentor's queue, oldest first: who, which project, how long it has waited, and who has it.
 * Rendered with the page's read, then kept by the query cache, which a live `review:new` refreshes.
 */
export function ReviewQueue({ initial, reviewsPath, counts }: { initial: ReviewQueuePage; reviewsPath: "/admin/reviews" | "/teach/reviews"; counts?: MentorCounts[] }) {
  const t = useTranslations("review.queue");
  const items = useReviewQueue(initial).data.items;
  const hrefOf = (id: string) => `${reviewsPath}/${encodeURIComponent(id)}`;
  const waited = (seconds: number) => {
    const hours = Math.floor(seconds / 3600);
    const minutes = Math.floor((seconds % 3600) / 60);
    if (hours >= 24) return t("waitedDays", { days: Math.floor(hours / 24) });
    return hours > 0 ? t("waited", { hours, minutes }) : t("waitedMinutes", { minutes });
  };
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      {items.length === 0 ? <p className="text-gray-300">{t("empty")}</p> : null}
      <ol className="space-y-3" aria-label={t("title")}>
        {items.map((item) => (
          <li key={item.id}>
            <Card className="flex flex-wrap items-center gap-x-4 gap-y-2" data-testid="queue-item">
              <div className="min-w-64 flex-1">
                <Link href={hrefOf(item.id)} className="font-medium underline-offset-4 hover:underline">
                  {item.project.title}
                </Link>
                <p className="text-sm text-gray-300">
                  {item.student.fullName} · {item.project.courseTitle} · {t("iteration", { number: item.iteration })}
                </p>
              </div>
              <StatusBadge status={item.status} />
              <span className="text-sm tabular-nums text-gray-300">{waited(item.waitedSeconds)}</span>
              {item.reviewer ? <span className="text-sm text-gray-300">{t("reviewer", { name: item.reviewer.fullName })}</span> : null}
            </Card>
          </li>
        ))}
      </ol>
      {counts ? (
        <section className="space-y-3" aria-labelledby="mentor-counts">
          <h2 id="mentor-counts" className="text-lg font-semibold">
            {t("mentors")}
          </h2>
          {counts.length === 0 ? (
            <p className="text-gray-300">{t("noMentors")}</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-sm" data-testid="mentor-counts">
                <thead className="text-start text-gray-400">
                  <tr>
                    <th scope="col" className="py-2 pe-4 text-start font-medium">{t("mentor")}</th>
                    <th scope="col" className="py-2 pe-4 text-end font-medium">{t("open")}</th>
                    <th scope="col" className="py-2 text-end font-medium">{t("reviewed")}</th>
                  </tr>
                </thead>
                <tbody>
                  {counts.map((row) => (
                    <tr key={row.mentor.id} className="border-t border-white/10">
                      <td className="py-2 pe-4">{row.mentor.fullName}</td>
                      <td className="py-2 pe-4 text-end tabular-nums">{row.open}</td>
                      <td className="py-2 text-end tabular-nums">{row.reviewed}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      ) : null}
    </div>
  );
}
