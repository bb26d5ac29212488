"use client";

import { useTranslations } from "next-intl";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import { apiCall, errorText } from "@/lib/api/client";
import { calendarDayKey, tashkentCalendarDay } from "@/lib/format/tashkent-time";
import { REGISTER_SAVE_KEYS, registerWeekKey } from "../offline-keys";
import { cellKey, dropConfirmed, stepKey, withStudent, type Draft, type ScoreAnswer, type StepAnswer, type Student, type Week } from "./register-model";
import { useCellSaves } from "./use-cell-saves";

/**
 * The register's week and its edits, for the grid and the phone cards alike: what each cell
 * shows (the admin's draft over the cache), the totals, and the saves, each confirmed by the
 * server's answer into the query cache.
 */
export function useRegister(initialWeek: string | undefined) {
  const t = useTranslations("adminOffline.register");
  const [week, setWeek] = useState<string | undefined>(initialWeek);
  const [groupId, setGroupId] = useState("");
  const register = useQuery({
    queryKey: registerWeekKey(week, groupId),
    queryFn: () => apiCall<Week>("/api/admin/offline/register", { params: { week, groupId } }),
  });
  const queryClient = useQueryClient();
  const data = register.data ?? null;
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const { states, queue, flush, retry } = useCellSaves();
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
    void queryClient.invalidateQueries({ queryKey: registerWeekKey(undefined).slice(0, 3), predicate: (query) => query.queryKey[3] !== weekKey[3] || query.queryKey[4] !== weekKey[4], refetchType: "none" });
    for (const queryKey of REGISTER_SAVE_KEYS) void queryClient.invalidateQueries({ queryKey });
  }

  function cellJob(student: Student, date: string, body: { score: number | null; note?: string }) {
    const key = cellKey(student.id, date);
    const weekKey = registerWeekKey(week, groupId);
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
    // Letters typed into a cell leave its digits as they were: nothing to save (an empty cell's
    // letters are not a delete; issue 26 item 10).
    if (text === scoreText(student, date)) return;
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
    const weekKey = registerWeekKey(week, groupId);
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

  const failedCount = Object.values(states).filter((state) => state.state === "failed").length;
  const savingCount = Object.values(states).filter((state) => state.state === "saving").length;

  return {
    data,
    students,
    days,
    monday,
    today,
    week,
    groupId,
    setGroupId,
    loadError,
    refetch: () => void register.refetch(),
    goToWeek,
    scoreText,
    noteText,
    stepText,
    totalOf,
    weekTotal,
    dayTotals,
    saveScore,
    saveNote,
    saveStep,
    states,
    flush,
    retry,
    failedCount,
    savingCount,
  };
}

export type Register = ReturnType<typeof useRegister>;
