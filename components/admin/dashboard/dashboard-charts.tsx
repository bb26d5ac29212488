"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { adminKeys } from "@/components/admin/data/query-keys";
import { apiCall, type Jsonified } from "@/lib/api/client";
import type { ChartWeek, CourseFunnel } from "@/lib/admin/get-dashboard-charts";
import { useMoney } from "@/lib/format/use-money";

type Charts = Jsonified<{ weeks: ChartWeek[]; funnels: CourseFunnel[] }>;
type Metric = "revenue" | "topups" | "newStudents" | "enrolments" | "practicePasses";
const METRICS: Metric[] = ["revenue", "topups", "newStudents", "enrolments", "practicePasses"];
const STAGES = ["enrolled", "half", "finished", "certified"] as const;

/** 'YYYY-MM-DD' → 'DD.MM', the week's Monday as the axis names it. */
const dayMonth = (week: string) => `${week.slice(8, 10)}.${week.slice(5, 7)}`;

const AXIS = { fill: "#9ca3af", fontSize: 11 };

/**
 * Issue 42 "Seeing it": one small bar chart per trend (a single series each, named in its title,
 * so nothing is told by colour), and each course's funnel with its stages named on the axis and
 * the numbers on the bars. The charts are pictures for the eye (aria-hidden, and without recharts'
 * keyboard layer, which would put a focusable element inside them); the same numbers are in a
 * table for screen readers beside each.
 */
export function DashboardCharts() {
  const t = useTranslations("admin.dashboard.charts");
  const formatSom = useMoney();
  const charts = useQuery({ queryKey: adminKeys.dashboardCharts(), queryFn: () => apiCall<Charts>("/api/admin/dashboard/charts") });
  if (charts.isError && !charts.data) return <p className="text-sm text-red-300">{t("loadError")}</p>;
  const data = charts.data;
  const format = (metric: Metric, value: number) => (metric === "revenue" ? formatSom(value) : String(value));
  return (
    <section className="space-y-6" aria-labelledby="dashboard-charts" data-testid="dashboard-charts">
      <div>
        <h2 id="dashboard-charts" className="text-base font-semibold text-white">
          {t("title")}
        </h2>
        <p className="text-sm text-gray-400">{t("subtitle")}</p>
      </div>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
        {METRICS.map((metric) => {
          const total = data ? data.weeks.reduce((sum, week) => sum + week[metric], 0) : 0;
          return (
            <Card key={metric} className="min-w-0 space-y-2 p-4" data-testid={`chart-${metric}`}>
              <h3 className="text-sm font-medium text-gray-200">{t(metric)}</h3>
              {data ? (
                <>
                  <p className="text-lg font-semibold text-white">{t("total", { value: format(metric, total) })}</p>
                  <div className="h-40" aria-hidden>
                    <ResponsiveContainer width="100%" height="100%">
                      <BarChart accessibilityLayer={false} data={data.weeks} margin={{ top: 4, right: 4, bottom: 0, left: -16 }}>
                        <CartesianGrid vertical={false} stroke="rgba(255,255,255,0.08)" />
                        <XAxis dataKey="week" tickFormatter={dayMonth} tick={AXIS} interval="preserveStartEnd" minTickGap={12} />
                        <YAxis tick={AXIS} allowDecimals={false} width={metric === "revenue" ? 56 : 40} tickFormatter={(value: number) => (metric === "revenue" ? compact(value) : String(value))} />
                        <Tooltip cursor={{ fill: "rgba(255,255,255,0.05)" }} contentStyle={{ background: "#111827", border: "1px solid rgba(255,255,255,0.1)", color: "#f3f4f6" }} labelFormatter={(week) => t("weekOf", { date: dayMonth(String(week)) })} formatter={(value) => [format(metric, Number(value)), t(metric)]} />
                        <Bar dataKey={metric} fill="#38bdf8" radius={[3, 3, 0, 0]} isAnimationActive={false} />
                      </BarChart>
                    </ResponsiveContainer>
                  </div>
                  {/* The wrapper clips: a table grows to its content whatever width it is given. */}
                  <div className="sr-only">
                  <table>
                    <caption>{t("tableCaption", { title: t(metric) })}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t("week")}</th>
                        <th scope="col">{t(metric)}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.weeks.map((week) => (
                        <tr key={week.week}>
                          <th scope="row">{t("weekOf", { date: dayMonth(week.week) })}</th>
                          <td>{format(metric, week[metric])}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                  </div>
                </>
              ) : (
                <Skeleton className="h-48 w-full" />
              )}
            </Card>
          );
        })}
      </div>
      <Card className="space-y-4 p-4" data-testid="chart-funnel">
        <div>
          <h3 className="text-sm font-medium text-gray-200">{t("funnelTitle")}</h3>
          <p className="text-xs text-gray-400">{t("funnelSubtitle")}</p>
        </div>
        {!data ? (
          <Skeleton className="h-40 w-full" />
        ) : data.funnels.length === 0 ? (
          <p className="py-4 text-center text-sm text-gray-400">{t("funnelEmpty")}</p>
        ) : (
          <>
            <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3" aria-hidden>
              {data.funnels.map((funnel) => (
                <li key={funnel.courseId} className="min-w-0">
                  <p className="truncate text-sm text-white">{funnel.title}</p>
                  <div className="h-36">
                    <ResponsiveContainer width="100%" height="100%">
                      <BarChart accessibilityLayer={false} layout="vertical" data={STAGES.map((stage) => ({ stage: t(stage), value: funnel[stage] }))} margin={{ top: 4, right: 28, bottom: 0, left: 0 }}>
                        <XAxis type="number" hide allowDecimals={false} domain={[0, Math.max(1, funnel.enrolled)]} />
                        <YAxis type="category" dataKey="stage" tick={AXIS} width={84} />
                        <Bar dataKey="value" fill="#34d399" radius={[0, 3, 3, 0]} isAnimationActive={false}>
                          <LabelList dataKey="value" position="right" fill="#e5e7eb" fontSize={12} />
                        </Bar>
                      </BarChart>
                    </ResponsiveContainer>
                  </div>
                </li>
              ))}
            </ul>
            <div className="sr-only">
            <table>
              <caption>{t("funnelCaption")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("course")}</th>
                  {STAGES.map((stage) => (
                    <th key={stage} scope="col">
                      {t(stage)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.funnels.map((funnel) => (
                  <tr key={funnel.courseId}>
                    <th scope="row">{funnel.title}</th>
                    {STAGES.map((stage) => (
                      <td key={stage}>{funnel[stage]}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
            </div>
          </>
        )}
      </Card>
    </section>
  );
}

/** 1 250 000 → '1.3M', 45 000 → '45K': the axis only; the tooltip and the table give the sum in full. */
function compact(value: number): string {
  if (value >= 1_000_000) return `${Math.round(value / 100_000) / 10}M`;
  if (value >= 1_000) return `${Math.round(value / 1_000)}K`;
  return String(value);
}
