"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { cellKey, digitsOnly, HATCHED, MAX_SCORE_DIGITS, shortDate, stepKey } from "./register-model";
import { StatusMark } from "./status-mark";
import type { Register } from "./use-register";

/** Phones: one student at a time, a card a day, a swipe between the days. */
export function RegisterPhone({ register }: { register: Register }) {
  const t = useTranslations("adminOffline.register");
  const { data, students, days, today, states, flush, retry, scoreText, noteText, stepText, totalOf, weekTotal, saveScore, saveNote, saveStep } = register;
  const [mobileStudent, setMobileStudent] = useState(0);
  const [mobileDay, setMobileDay] = useState(0);
  const dayStrip = useRef<HTMLDivElement>(null);
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

  if (!mobile) return null;
  return (
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
              <div className={cn("relative rounded-2xl p-4 ring-1", attends ? "bg-surface-raised ring-white/10" : cn("bg-black/20 ring-white/5", HATCHED))}>
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
  
  );
}
