"use client";

import { useState, useRef, type KeyboardEvent } from "react";
import { useTranslations } from "next-intl";
import { cardClass } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { cellKey, digitsOnly, HATCHED, MAX_SCORE_DIGITS, shortDate, STEP_COLUMN, stepKey } from "./register-model";
import { StatusMark } from "./status-mark";
import type { Register } from "./use-register";

/** Desktop and tablet: every student × the week's days and the step, keyboard first (arrows, Enter), with the active cell's note below. */
export function RegisterGrid({ register }: { register: Register }) {
  const t = useTranslations("adminOffline.register");
  const { students, days, today, states, flush, retry, scoreText, noteText, stepText, totalOf, weekTotal, dayTotals, saveScore, saveNote, saveStep } = register;
  const [active, setActive] = useState<{ row: number; col: number }>({ row: 0, col: 0 });
  const gridRef = useRef<HTMLTableElement>(null);

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

  return (
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
                    <td key={day.date} className={cn("relative p-0.5", !attends && HATCHED)}>
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
            // Read-only, not disabled: Tab from an empty cell still lands here and reads why (issue 26 item 10).
            readOnly={scoreText(activeStudent, activeDay.date) === ""}
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
            className="min-w-0 flex-1 rounded-lg bg-surface px-3 py-2 text-sm text-gray-100 ring-1 ring-white/10 placeholder:text-gray-500 focus:ring-2 focus:ring-brand-500 focus:outline-none read-only:opacity-50"
          />
        </div>
      ) : null}
      <p className="mt-2 text-xs text-gray-500">{t("keyboardHint")}</p>
    </div>
  );
}
