import { getTranslations } from "next-intl/server";
import { PaymentHistory } from "@/components/payments/payment-history";
import { Badge } from "@/components/ui/badge";
import { Card, cardClass } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { ProgressBar } from "@/components/ui/progress-bar";
import { formatShortDate, formatWeekDay } from "@/lib/format/date";
import { getMoney } from "@/lib/format/get-money";
import { pageLocale } from "@/lib/i18n/page-locale";
import type { AttendanceMark } from "@/lib/db/generated/enums";
import type { ChildOverview, ChildTopUp } from "@/lib/parents/child-view";
import type { StudentPayment } from "@/lib/payments/shapes";

/** An attendance mark's badge: words and colour both say it (never colour alone). */
const MARK_TONES: Record<AttendanceMark, "success" | "info" | "danger" | "neutral"> = { present: "success", late: "info", absent: "danger", excused: "neutral" };

type Props = { overview: ChildOverview; payments: StudentPayment[]; topUp: ChildTopUp };

/** One linked child, read-only (issue 38): the week's learning, attendance and scores, warnings, certificates, money. */
export async function ChildWeek({ overview, payments, topUp }: Props) {
  const t = await getTranslations("parent.child");
  const [formatSom, locale] = await Promise.all([getMoney(), pageLocale()]);
  const { offline } = overview;
  const facts = [
    { key: "balance", label: t("balance"), value: formatSom(overview.balance) },
    ...(offline
      ? [
          { key: "step", label: t("step"), value: String(offline.step) },
          { key: "percent", label: t("percent"), value: `${offline.percent}%` },
        ]
      : []),
  ];
  return (
    <div className="space-y-6" data-testid="child-week">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {facts.map((fact) => (
          <div key={fact.key} className={cn(cardClass, "p-4", fact.key === "balance" && "col-span-2 sm:col-span-1")}>
            <dt className="text-xs font-medium tracking-wide text-gray-400 uppercase">{fact.label}</dt>
            <dd className="mt-1.5 text-lg font-semibold text-white" data-testid={`child-${fact.key}`}>
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>

      <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <Card>
          <h2 className="text-lg font-semibold text-white">{t("courses")}</h2>
          {overview.courses.length ? (
            <ul className="mt-3 space-y-4">
              {overview.courses.map((course) => (
                <li key={course.id} data-testid="child-course">
                  <div className="flex items-center justify-between gap-3">
                    <span className="min-w-0 truncate font-medium text-white">{course.title}</span>
                    {course.completed ? <Badge tone="success">{t("completed")}</Badge> : <span className="text-sm font-semibold text-brand-300">{course.percent}%</span>}
                  </div>
                  <ProgressBar className="mt-2" value={course.percent} tone="brand" label={course.title} />
                  <p className="mt-1 text-xs text-gray-400">
                    {t("lessons", { completed: course.completedLessons, total: course.totalLessons })}
                    {course.totalExercises ? ` · ${t("exercises", { passed: course.passedExercises, total: course.totalExercises })}` : ""}
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-sm text-gray-400">{t("noCourses")}</p>
          )}
        </Card>

        <Card>
          <h2 className="text-lg font-semibold text-white">{t("passedThisWeek")}</h2>
          {overview.passedThisWeek.length ? (
            <ul className="mt-3 divide-y divide-white/5" data-testid="child-passed">
              {overview.passedThisWeek.map((pass) => (
                <li key={pass.exerciseId} className="py-2">
                  <p className="font-medium text-white">{pass.title}</p>
                  <p className="text-xs text-gray-400">
                    {pass.courseTitle} · {formatShortDate(pass.passedAt)}
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-sm text-gray-400">{t("nonePassed")}</p>
          )}
        </Card>
      </div>

      {offline ? (
        <>
          <Card>
            <h2 className="text-lg font-semibold text-white">{t("week")}</h2>
            <table className="mt-3 w-full text-sm" data-testid="child-attendance">
              <thead>
                <tr className="text-left text-xs text-gray-400 uppercase">
                  <th scope="col" className="py-2 font-medium">{t("day")}</th>
                  <th scope="col" className="py-2 font-medium">{t("attendance")}</th>
                  <th scope="col" className="py-2 text-right font-medium">{t("score")}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-white/5">
                {offline.week.map((day) => {
                  const named = formatWeekDay(day.date, locale);
                  return (
                    <tr key={day.date}>
                      <th scope="row" className="py-2 text-left font-medium text-white">
                        {named?.weekday ?? day.day} <span className="font-normal text-gray-400">{named?.date ?? day.date}</span>
                      </th>
                      <td className="py-2">
                        {day.attendance ? (
                          <Badge tone={MARK_TONES[day.attendance]}>{t(`marks.${day.attendance}`)}</Badge>
                        ) : !day.scheduled ? (
                          <span className="text-gray-400">{t("dayOff")}</span>
                        ) : day.marked ? (
                          <Badge tone="success">{t("present")}</Badge>
                        ) : (
                          <span className="text-gray-400">{t("noMark")}</span>
                        )}
                      </td>
                      <td className="py-2 text-right font-semibold text-white tabular-nums">{day.score}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            <p className="mt-3 text-sm text-gray-300">{t("weekTotal", { total: offline.weekTotal })}</p>
          </Card>

          <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
            <Card>
              <h2 className="text-lg font-semibold text-white">{t("warnings")}</h2>
              {offline.warnings.length ? (
                <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm text-amber-200" data-testid="child-warnings">
                  {offline.warnings.map((reason, index) => (
                    <li key={index}>{reason}</li>
                  ))}
                </ol>
              ) : (
                <p className="mt-3 text-sm text-gray-400">{t("noWarnings")}</p>
              )}
            </Card>
            <Card>
              <h2 className="text-lg font-semibold text-white">{t("certificates")}</h2>
              {offline.certificates.length ? (
                <ul className="mt-3 flex flex-wrap gap-2">
                  {offline.certificates.map((certificate) => (
                    <li key={certificate.position}>
                      <a href={`/certificates/${certificate.code}`} className="inline-block rounded-full bg-emerald-500/10 px-3 py-1 text-sm text-emerald-200 ring-1 ring-emerald-500/30 hover:bg-emerald-500/20">
                        {certificate.name}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-3 text-sm text-gray-400">{t("noCertificates")}</p>
              )}
            </Card>
          </div>
        </>
      ) : null}

      <Card>
        <h2 className="text-lg font-semibold text-white">{t("topUp")}</h2>
        <p className="mt-1 text-sm text-gray-400">{t("topUpIntro")}</p>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          <div className="rounded-xl bg-surface p-4 ring-1 ring-white/10">
            <dt className="text-xs text-gray-400">{t("account")}</dt>
            <dd className="mt-1 font-mono text-2xl font-bold tracking-wider text-brand-300" data-testid="child-account">
              {topUp.accountNumber}
            </dd>
            <dd className="mt-1 text-xs text-gray-400">{t("providers")}</dd>
          </div>
          <div className="rounded-xl bg-surface p-4 ring-1 ring-white/10">
            <dt className="text-xs text-gray-400">{t("card")}</dt>
            <dd className="mt-1 font-mono text-lg font-semibold tracking-wider text-white" data-testid="child-card">
              {topUp.card.number}
            </dd>
            <dd className="mt-1 text-xs text-gray-400">{t("cardHolder", { holder: topUp.card.holder })}</dd>
            <dd className="mt-1 text-xs text-gray-400">{t("cardNote")}</dd>
          </div>
        </dl>
      </Card>

      <Card>
        <h2 className="text-lg font-semibold text-white">{t("payments")}</h2>
        <PaymentHistory payments={payments} />
      </Card>
    </div>
  );
}
