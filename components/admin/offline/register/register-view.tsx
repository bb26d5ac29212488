"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { PageHeader } from "@/components/admin/shared/page-header";
import { Button, buttonClass } from "@/components/ui/button";
import { Card, cardClass } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { Skeleton } from "@/components/ui/skeleton";
import { apiCall, errorText } from "@/lib/api/client";
import type { Jsonified } from "@/lib/api/client";
import { calendarDayKey, tashkentCalendarDay } from "@/lib/format/tashkent-time";
import type { RegisterStudent, RegisterWeek } from "@/lib/offline/find-register-week";
import type { DailyScoreCell } from "@/lib/offline/set-daily-score";
import type { setStep } from "@/lib/offline/set-step";
import { REGISTER_SAVE_KEYS, registerWeekKey } from "../offline-keys";
import { useCellSaves, type SaveState } from "./use-cell-saves";

type Week = Jsonified<RegisterWeek>;
type Student = Jsonified<RegisterStudent>;
// What the admin typed and the server has not confirmed yet; the cell shows it over the cache.
type Draft = { score?: string; note?: string; step?: string };
// The answers of the two cell routes.
type ScoreAnswer = Jsonified<{ cell: DailyScoreCell; totalScore: number }>;
type StepAnswer = Jsonified<Awaited<ReturnType<typeof setStep>>>;

/** The week with one student's row changed. */
function withStudent(week: Week, id: string, change: (student: Student) => Student): Week {
  return { ...week, students: week.students.map((student) => (student.id === id ? change(student) : student)) };
}

/** The drafts without the fields the server has now confirmed (a newer text stays). */
function dropConfirmed(drafts: Record<string, Draft>, key: string, confirmed: Draft): Record<string, Draft> {
  const draft = drafts[key];
  if (!draft) return drafts;
  const rest: Draft = { ...draft };
  for (const field of ["score", "note", "step"] as const) if (confirmed[field] !== undefined && rest[field] === confirmed[field]) delete rest[field];
  const next = { ...drafts };
  if (Object.keys(rest).length === 0) delete next[key];
  else next[key] = rest;
  return next;
}

const STEP_COLUMN = 7;
const MAX_SCORE_DIGITS = 6;

const cellKey = (studentId: string, date: string) => `${studentId}|${date}`;
const stepKey = (studentId: string) => `${studentId}|step`;
const digitsOnly = (text: string, max: number) => text.replace(/\D/g, "").slice(0, max);
const shortDate = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}`;

function shiftWeek(monday: string, weeks: number): string {
  const [year, month, day] = monday.split("-").map(Number);
  const date = new Date(Date.UTC(year ?? 2000, (month ?? 1) - 1, (day ?? 1) + weeks * 7));
  return date.toISOString().slice(0, 10);
}

function StatusMark({ status, onRetry }: { status: SaveState | undefined; onRetry: () => void }) {
  const t = useTranslations("adminOffline.register");
  if (!status) return null;
  if (status.state === "saving") {
    return <span className="absolute top-1 right-1 size-2 animate-pulse rounded-full bg-amber-400" role="status" aria-label={t("saving")} data-state="saving" />;
  }
  if (status.state === "saved") {
    return (
      <span className="absolute top-0.5 right-1 text-[10px] leading-none text-emerald-400" role="status" aria-label={t("saved")} data-state="saved">
        ✓
      </span>
    );
  }
  return (
    <button
      type="button"
      tabIndex={-1}
      onClick={onRetry}
      title={status.message ?? t("failed")}
      aria-label={`${t("failed")}: ${status.message ?? ""} ${t("retry")}`}
      data-state="failed"
      className="absolute top-0 right-0 rounded-bl px-1 text-[10px] font-bold leading-4 text-white bg-red-600"
    >
      !
    </button>
  );
}

/** /admin/offline/register: every offline student × the days of one week, saved cell by cell. */
export function RegisterView({ initialWeek }: { initialWeek?: string }) {
  const t = useTranslations("adminOffline.register");
  const [week, setWeek] = useState<string | undefined>(initialWeek);
  const register = useQuery({
    queryKey: registerWeekKey(week),
    queryFn: () => apiCall<Week>("/api/admin/offline/register", { params: { week } }),
  });
  const queryClient = useQueryClient();
  const data = register.data ?? null;
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [active, setActive] = useState<{ row: number; col: number }>({ row: 0, col: 0 });
  const [mobileStudent, setMobileStudent] = useState(0);
  const [mobileDay, setMobileDay] = useState(0);
  const { states, queue, flush, retry } = useCellSaves();
  const gridRef = useRef<HTMLTableElement>(null);
  const dayStrip = useRef<HTMLDivElement>(null);
  const today = calendarDayKey(tashkentCalendarDay(new Date()));

  const failure = register.isError && !data ? register.error : null;
  const loadError = failure ? errorText(failure, { fallback: t("loadError"), network: t("network") }) : null;

  const students = useMemo(() => data?.students ?? [], [data]);
  const days = useMemo(() => data?.days ?? [], [data]);
  const monday = days[0]?.date ?? week ?? "";

  function goToWeek(next: string | undefined) {
    setWeek(next);
    if (typeof window !== "undefined") {
      const url = new URL(window.location.href);
      if (next) url.searchParams.set("week", next);
      else url.searchParams.delete("week");
      window.history.replaceState(null, "", url);
    }
  }

  const scoreText = useCallback(
    (student: Student, date: string): string => {
      const draft = drafts[cellKey(student.id, date)]?.score;
      if (draft !== undefined) return draft;
      const cell = student.cells[date];
      return cell ? String(cell.score) : "";
    },
    [drafts],
  );

  const noteText = (student: Student, date: string): string => drafts[cellKey(student.id, date)]?.note ?? student.cells[date]?.note ?? "";
  const stepText = (student: Student): string => drafts[stepKey(student.id)]?.step ?? String(student.step);
  const totalOf = (student: Student) => student.totalScore;

  const weekTotal = useCallback(
    (student: Student) => days.reduce((sum, day) => sum + (Number(scoreText(student, day.date)) || 0), 0),
    [days, scoreText],
  );
  const dayTotals = useMemo(
    () => days.map((day) => students.reduce((sum, student) => sum + (Number(scoreText(student, day.date)) || 0), 0)),
    [days, students, scoreText],
  );

  function editDraft(key: string, patch: Draft) {
    setDrafts((current) => ({ ...current, [key]: { ...current[key], ...patch } }));
  }

  /** The answer of a cell's save, written into this week's cache; other cached weeks refetch when shown. */
  function confirm(weekKey: ReturnType<typeof registerWeekKey>, studentId: string, change: (student: Student) => Student) {
    queryClient.setQueryData<Week>(weekKey, (cached) => (cached ? withStudent(cached, studentId, change) : cached));
    void queryClient.invalidateQueries({ queryKey: registerWeekKey(undefined).slice(0, 3), predicate: (query) => query.queryKey[3] !== weekKey[3], refetchType: "none" });
    for (const queryKey of REGISTER_SAVE_KEYS) void queryClient.invalidateQueries({ queryKey });
  }

  function cellJob(student: Student, date: string, body: { score: number | null; note?: string }) {
    const key = cellKey(student.id, date);
    const weekKey = registerWeekKey(week);
    return {
      url: `/api/admin/offline/students/${encodeURIComponent(student.id)}/scores/${date}`,
      body,
      onSaved(answer: ScoreAnswer) {
        const { score, note } = answer.cell;
        confirm(weekKey, student.id, (row) => {
          const cells = { ...row.cells };
          if (score === null) delete cells[date];
          else cells[date] = { score, note };
          return { ...row, totalScore: answer.totalScore, cells };
        });
        setDrafts((current) => dropConfirmed(current, key, { score: score === null ? "" : String(score), ...(score === null ? {} : { note }) }));
      },
    };
  }

  function saveScore(student: Student, date: string, text: string, now = false) {
    const key = cellKey(student.id, date);
    editDraft(key, { score: text });
    queue(key, cellJob(student, date, { score: text === "" ? null : Number(text) }), now);
  }

  function saveNote(student: Student, date: string, note: string) {
    const key = cellKey(student.id, date);
    const score = scoreText(student, date);
    editDraft(key, { note });
    if (score === "") return;
    queue(key, cellJob(student, date, { score: Number(score), note }));
  }

  function saveStep(student: Student, text: string, now = false) {
    const key = stepKey(student.id);
    const weekKey = registerWeekKey(week);
    editDraft(key, { step: text });
    if (text === "") return;
    queue(
      key,
      {
        url: `/api/admin/offline/students/${encodeURIComponent(student.id)}/step`,
        body: { step: Number(text) },
        onSaved(answer: StepAnswer) {
          confirm(weekKey, student.id, (row) => ({ ...row, step: answer.step }));
          setDrafts((current) => dropConfirmed(current, key, { step: String(answer.step) }));
        },
      },
      now,
    );
  }

  function keyOf(row: number, col: number): string | null {
    const student = students[row];
    if (!student) return null;
    if (col === STEP_COLUMN) return stepKey(student.id);
    const day = days[col];
    return day ? cellKey(student.id, day.date) : null;
  }

  function focusCell(row: number, col: number) {
    const nextRow = Math.max(0, Math.min(students.length - 1, row));
    const nextCol = Math.max(0, Math.min(STEP_COLUMN, col));
    setActive({ row: nextRow, col: nextCol });
    const input = gridRef.current?.querySelector<HTMLInputElement>(`[data-row="${nextRow}"][data-col="${nextCol}"]`);
    input?.focus();
    input?.select();
  }

  function onGridKey(event: KeyboardEvent<HTMLInputElement>, row: number, col: number) {
    const moves: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1], Enter: [event.shiftKey ? -1 : 1, 0] };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const key = keyOf(row, col);
    if (key) flush(key);
    focusCell(row + move[0], col + move[1]);
  }

  const activeStudent = students[active.row];
  const activeDay = active.col < STEP_COLUMN ? days[active.col] : undefined;
  const failedCount = Object.values(states).filter((state) => state.state === "failed").length;
  const savingCount = Object.values(states).filter((state) => state.state === "saving").length;
  const mobile = students[Math.min(mobileStudent, Math.max(0, students.length - 1))];

  // The phone view opens on today's card when this week is shown.
  useEffect(() => {
    const strip = dayStrip.current;
    if (!strip || !data) return;
    const index = data.days.findIndex((day) => day.date === today);
    if (index > 0) strip.scrollTo({ left: strip.clientWidth * index });
  }, [data, today]);

  function onDaySwipe() {
    const strip = dayStrip.current;
    if (strip && strip.clientWidth > 0) setMobileDay(Math.round(strip.scrollLeft / strip.clientWidth));
  }

  const header = (
    <PageHeader
      title={t("title")}
      subtitle={t("subtitle")}
      actions={
        <Link href="/admin/offline" className={buttonClass("secondary", "sm")}>
          {t("backToList")}
        </Link>
      }
    />
  );

  const weekSwitcher = (
    <div className="mb-4 flex flex-wrap items-center gap-2" data-testid="register-week">
      <Button size="sm" variant="secondary" onClick={() => monday && goToWeek(shiftWeek(monday, -1))} aria-label={t("previousWeek")}>
        ‹ <span className="hidden sm:inline">{t("previousWeek")}</span>
      </Button>
      <span className="min-w-36 text-center text-sm font-medium text-white tabular-nums" aria-live="polite">
        {days.length ? `${shortDate(days[0]?.date ?? "")} – ${shortDate(days[6]?.date ?? "")}.${days[6]?.date.slice(0, 4)}` : "…"}
      </span>
      <Button size="sm" variant="secondary" onClick={() => monday && goToWeek(shiftWeek(monday, 1))} aria-label={t("nextWeek")}>
        <span className="hidden sm:inline">{t("nextWeek")}</span> ›
      </Button>
      {data && data.currentWeek !== monday ? (
        <Button size="sm" variant="ghost" onClick={() => goToWeek(undefined)}>
          {t("thisWeek")}
        </Button>
      ) : null}
      <span className="ml-auto text-xs text-gray-400" role="status" data-testid="register-save-summary">
        {failedCount > 0 ? <span className="text-red-300">{t("failedCount", { count: failedCount })}</span> : savingCount > 0 ? t("saving") : t("allSaved")}
      </span>
    </div>
  );

  if (loadError) {
    return (
      <div>
        {header}
        <Card className="flex flex-col items-center gap-4 py-10 text-center">
          <p role="alert" className="text-sm text-red-300">
            {loadError}
          </p>
          <Button variant="secondary" onClick={() => void register.refetch()}>
            {t("retry")}
          </Button>
        </Card>
      </div>
    );
  }

  return (
    <div>
      {header}
      {weekSwitcher}
      {!data ? (
        <div className="space-y-2" aria-busy="true">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-12" />
          ))}
        </div>
      ) : students.length === 0 ? (
        <Card className="py-12 text-center text-gray-400">{t("empty")}</Card>
      ) : (
        <>
          {/* Desktop and tablet: the whole grid, keyboard first. */}
          <div className="hidden md:block">
            <div className={cn(cardClass, "p-0 overflow-x-auto")}>
              <table ref={gridRef} className="w-full border-collapse text-sm" aria-label={t("gridLabel")} data-testid="register-grid">
                <thead>
                  <tr className="text-xs text-gray-400">
                    <th scope="col" className="sticky left-0 z-10 bg-surface-raised px-3 py-2 text-left font-medium">
                      {t("student")}
                    </th>
                    {days.map((day) => (
                      <th key={day.date} scope="col" className={cn("px-1 py-2 text-center font-medium", day.date === today && "text-brand-300")}>
                        <span className="block">{t(`days.${day.day}`)}</span>
                        <span className="block tabular-nums text-[11px] text-gray-500">{shortDate(day.date)}</span>
                      </th>
                    ))}
                    <th scope="col" className="px-1 py-2 text-center font-medium">
                      {t("step")}
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">
                      {t("weekTotal")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {students.map((student, row) => (
                    <tr key={student.id} className="border-t border-white/5">
                      <th scope="row" className="sticky left-0 z-10 max-w-48 bg-surface-raised px-3 py-1.5 text-left font-normal">
                        <span className="block truncate font-medium text-white">{student.fullName}</span>
                        <span className="text-xs text-gray-500 tabular-nums">{t("overallTotal", { score: totalOf(student) })}</span>
                      </th>
                      {days.map((day, col) => {
                        const key = cellKey(student.id, day.date);
                        const attends = student.attendanceDays.includes(day.day);
                        const hasNote = noteText(student, day.date) !== "";
                        // No score is dated ahead of today (lib/offline/score-dates.ts); one stored earlier can still be cleared.
                        const ahead = day.date > today && scoreText(student, day.date) === "";
                        return (
                          <td key={day.date} className={cn("relative p-0.5", !attends && "bg-[repeating-linear-gradient(135deg,transparent,transparent_4px,rgba(255,255,255,0.03)_4px,rgba(255,255,255,0.03)_8px)]")}>
                            <input
                              data-row={row}
                              data-col={col}
                              data-testid={`cell-${student.id}-${day.date}`}
                              aria-label={t("cellLabel", { name: student.fullName, day: t(`days.${day.day}`), date: shortDate(day.date) })}
                              title={ahead ? t("dayAhead") : attends ? undefined : t("notAttending")}
                              readOnly={ahead}
                              inputMode="numeric"
                              autoComplete="off"
                              tabIndex={active.row === row && active.col === col ? 0 : -1}
                              value={scoreText(student, day.date)}
                              aria-invalid={states[key]?.state === "failed" || undefined}
                              onFocus={(event) => {
                                setActive({ row, col });
                                event.currentTarget.select();
                              }}
                              onBlur={() => flush(key)}
                              onKeyDown={(event) => onGridKey(event, row, col)}
                              onChange={(event) => saveScore(student, day.date, digitsOnly(event.target.value, MAX_SCORE_DIGITS))}
                              className={cn(
                                "h-10 w-full min-w-12 rounded-md bg-transparent text-center text-white tabular-nums outline-none",
                                "focus:bg-brand-600/20 focus:ring-2 focus:ring-brand-500",
                                attends ? "ring-1 ring-white/10" : "text-gray-400 ring-1 ring-white/5 bg-black/20",
                                day.date === today && attends && "ring-brand-500/30",
                                states[key]?.state === "failed" && "ring-2 ring-red-500/80",
                              )}
                            />
                            {hasNote ? <span className="pointer-events-none absolute bottom-1 left-1 size-1.5 rounded-full bg-sky-400" aria-hidden /> : null}
                            <StatusMark status={states[key]} onRetry={() => retry(key)} />
                          </td>
                        );
                      })}
                      <td className="relative p-0.5">
                        <input
                          data-row={row}
                          data-col={STEP_COLUMN}
                          data-testid={`step-${student.id}`}
                          aria-label={t("stepLabel", { name: student.fullName })}
                          inputMode="numeric"
                          autoComplete="off"
                          tabIndex={active.row === row && active.col === STEP_COLUMN ? 0 : -1}
                          value={stepText(student)}
                          aria-invalid={states[stepKey(student.id)]?.state === "failed" || undefined}
                          onFocus={(event) => {
                            setActive({ row, col: STEP_COLUMN });
                            event.currentTarget.select();
                          }}
                          onBlur={() => flush(stepKey(student.id))}
                          onKeyDown={(event) => onGridKey(event, row, STEP_COLUMN)}
                          onChange={(event) => saveStep(student, digitsOnly(event.target.value, 6))}
                          className={cn(
                            "h-10 w-full min-w-14 rounded-md bg-brand-600/10 text-center font-semibold text-brand-200 tabular-nums ring-1 ring-brand-500/20 outline-none",
                            "focus:ring-2 focus:ring-brand-500",
                            states[stepKey(student.id)]?.state === "failed" && "ring-2 ring-red-500/80",
                          )}
                        />
                        <StatusMark status={states[stepKey(student.id)]} onRetry={() => retry(stepKey(student.id))} />
                      </td>
                      <td className="px-3 text-right font-semibold text-brand-300 tabular-nums" data-testid={`week-total-${student.id}`}>
                        {weekTotal(student)}
                      </td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr className="border-t border-white/10 text-xs text-gray-300">
                    <th scope="row" className="sticky left-0 z-10 bg-surface-raised px-3 py-2 text-left font-medium">
                      {t("dayTotal")}
                    </th>
                    {dayTotals.map((total, index) => (
                      <td key={days[index]?.date} className="py-2 text-center font-semibold tabular-nums" data-testid={`day-total-${days[index]?.date}`}>
                        {total}
                      </td>
                    ))}
                    <td />
                    <td className="px-3 py-2 text-right font-semibold text-white tabular-nums" data-testid="grand-total">
                      {dayTotals.reduce((sum, total) => sum + total, 0)}
                    </td>
                  </tr>
                </tfoot>
              </table>
            </div>
            {activeStudent && activeDay ? (
              <div className="mt-3 flex flex-wrap items-center gap-3 rounded-xl bg-surface-raised px-4 py-3 ring-1 ring-white/10">
                <label htmlFor="register-note" className="text-sm text-gray-300">
                  {t("noteFor", { name: activeStudent.fullName, day: t(`days.${activeDay.day}`), date: shortDate(activeDay.date) })}
                </label>
                <input
                  id="register-note"
                  value={noteText(activeStudent, activeDay.date)}
                  disabled={scoreText(activeStudent, activeDay.date) === ""}
                  placeholder={scoreText(activeStudent, activeDay.date) === "" ? t("noteNeedsScore") : t("notePlaceholder")}
                  maxLength={500}
                  onChange={(event) => saveNote(activeStudent, activeDay.date, event.target.value)}
                  onBlur={() => flush(cellKey(activeStudent.id, activeDay.date))}
                  onKeyDown={(event) => {
                    if (event.key === "Enter") {
                      event.preventDefault();
                      flush(cellKey(activeStudent.id, activeDay.date));
                      focusCell(active.row, active.col);
                    }
                  }}
                  className="min-w-0 flex-1 rounded-lg bg-surface px-3 py-2 text-sm text-gray-100 ring-1 ring-white/10 placeholder:text-gray-500 focus:ring-2 focus:ring-brand-500 focus:outline-none disabled:opacity-50"
                />
              </div>
            ) : null}
            <p className="mt-2 text-xs text-gray-500">{t("keyboardHint")}</p>
          </div>

          {/* Phones: one student at a time, a swipe between the days. */}
          {mobile ? (
            <div className="md:hidden" data-testid="register-mobile">
              <div className="mb-3 flex items-center gap-2">
                <Button size="sm" variant="secondary" onClick={() => setMobileStudent((index) => Math.max(0, index - 1))} disabled={mobileStudent === 0} aria-label={t("previousStudent")}>
                  ‹
                </Button>
                <label htmlFor="register-student" className="sr-only">
                  {t("student")}
                </label>
                <select
                  id="register-student"
                  value={mobile.id}
                  onChange={(event) => setMobileStudent(Math.max(0, students.findIndex((student) => student.id === event.target.value)))}
                  className="min-w-0 flex-1 rounded-lg bg-surface px-3 py-2 text-sm text-gray-100 ring-1 ring-white/10"
                >
                  {students.map((student) => (
                    <option key={student.id} value={student.id}>
                      {student.fullName}
                    </option>
                  ))}
                </select>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setMobileStudent((index) => Math.min(students.length - 1, index + 1))}
                  disabled={mobileStudent >= students.length - 1}
                  aria-label={t("nextStudent")}
                >
                  ›
                </Button>
              </div>
              <div className="mb-3 grid grid-cols-3 gap-2 text-center">
                <div className="rounded-xl bg-surface-raised px-2 py-2 ring-1 ring-white/10">
                  <p className="text-[11px] text-gray-400">{t("weekTotal")}</p>
                  <p className="text-lg font-semibold text-brand-300 tabular-nums">{weekTotal(mobile)}</p>
                </div>
                <div className="rounded-xl bg-surface-raised px-2 py-2 ring-1 ring-white/10">
                  <p className="text-[11px] text-gray-400">{t("allTime")}</p>
                  <p className="text-lg font-semibold text-white tabular-nums">{totalOf(mobile)}</p>
                </div>
                <div className="relative rounded-xl bg-surface-raised px-2 py-1 ring-1 ring-white/10">
                  <label htmlFor="register-mobile-step" className="block text-[11px] text-gray-400">
                    {t("step")}
                  </label>
                  <input
                    id="register-mobile-step"
                    inputMode="numeric"
                    value={stepText(mobile)}
                    onChange={(event) => saveStep(mobile, digitsOnly(event.target.value, 6))}
                    onBlur={() => flush(stepKey(mobile.id))}
                    className="w-full bg-transparent text-center text-lg font-semibold text-brand-200 tabular-nums outline-none focus:ring-2 focus:ring-brand-500 rounded"
                  />
                  <StatusMark status={states[stepKey(mobile.id)]} onRetry={() => retry(stepKey(mobile.id))} />
                </div>
              </div>
              <div ref={dayStrip} onScroll={onDaySwipe} className="-mx-4 flex snap-x snap-mandatory overflow-x-auto scroll-smooth px-4 pb-2 [scrollbar-width:none]" aria-label={t("swipeHint")}>
                {days.map((day) => {
                  const key = cellKey(mobile.id, day.date);
                  const attends = mobile.attendanceDays.includes(day.day);
                  return (
                    <section key={day.date} className="w-full shrink-0 snap-center pr-3 last:pr-0" aria-label={`${t(`days.${day.day}`)} ${shortDate(day.date)}`}>
                      <div className={cn("relative rounded-2xl p-4 ring-1", attends ? "bg-surface-raised ring-white/10" : "bg-black/20 ring-white/5")}>
                        <div className="mb-3 flex items-baseline justify-between">
                          <p className={cn("text-base font-semibold", day.date === today ? "text-brand-300" : "text-white")}>
                            {t(`daysLong.${day.day}`)} <span className="text-sm font-normal text-gray-400 tabular-nums">{shortDate(day.date)}</span>
                          </p>
                          {!attends ? <span className="text-xs text-gray-500">{t("notAttending")}</span> : null}
                        </div>
                        <label htmlFor={`m-score-${day.date}`} className="mb-1 block text-xs text-gray-400">
                          {t("score")}
                        </label>
                        <div className="relative">
                          <input
                            id={`m-score-${day.date}`}
                            readOnly={day.date > today && scoreText(mobile, day.date) === ""}
                            inputMode="numeric"
                            autoComplete="off"
                            value={scoreText(mobile, day.date)}
                            onChange={(event) => saveScore(mobile, day.date, digitsOnly(event.target.value, MAX_SCORE_DIGITS))}
                            onBlur={() => flush(key)}
                            className="h-14 w-full rounded-xl bg-surface text-center text-2xl font-semibold text-white tabular-nums ring-1 ring-white/10 outline-none focus:ring-2 focus:ring-brand-500"
                          />
                          <StatusMark status={states[key]} onRetry={() => retry(key)} />
                        </div>
                        <label htmlFor={`m-note-${day.date}`} className="mt-3 mb-1 block text-xs text-gray-400">
                          {t("note")}
                        </label>
                        <input
                          id={`m-note-${day.date}`}
                          value={noteText(mobile, day.date)}
                          disabled={scoreText(mobile, day.date) === ""}
                          placeholder={scoreText(mobile, day.date) === "" ? t("noteNeedsScore") : t("notePlaceholder")}
                          maxLength={500}
                          onChange={(event) => saveNote(mobile, day.date, event.target.value)}
                          onBlur={() => flush(key)}
                          className="w-full rounded-lg bg-surface px-3 py-2 text-sm text-gray-100 ring-1 ring-white/10 placeholder:text-gray-500 outline-none focus:ring-2 focus:ring-brand-500 disabled:opacity-50"
                        />
                      </div>
                    </section>
                  );
                })}
              </div>
              <div className="mt-1 flex justify-center gap-1.5" aria-hidden>
                {days.map((day, index) => (
                  <span key={day.date} className={cn("size-1.5 rounded-full", index === mobileDay ? "bg-brand-400" : day.date === today ? "bg-brand-400/40" : "bg-white/20")} />
                ))}
              </div>
              <p className="mt-2 text-center text-xs text-gray-500">{t("swipeHint")}</p>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
