import type { Jsonified } from "@/lib/api/client";
import type { RegisterStudent, RegisterWeek } from "@/lib/offline/find-register-week";
import type { DailyScoreCell } from "@/lib/offline/set-daily-score";
import type { setStep } from "@/lib/offline/set-step";

// The register's data as the page holds it, and the small rules its two views share.

export type Week = Jsonified<RegisterWeek>;
export type Student = Jsonified<RegisterStudent>;
// What the admin typed and the server has not confirmed yet; the cell shows it over the cache.
export type Draft = { score?: string; note?: string; step?: string };
// The answers of the two cell routes.
export type ScoreAnswer = Jsonified<{ cell: DailyScoreCell; totalScore: number }>;
export type StepAnswer = Jsonified<Awaited<ReturnType<typeof setStep>>>;

// A day the student does not attend: hatched in the grid, on the phone's day card and in the legend alike.
export const HATCHED = "bg-[repeating-linear-gradient(135deg,transparent,transparent_4px,rgba(255,255,255,0.06)_4px,rgba(255,255,255,0.06)_8px)]";

/** The week with one student's row changed. */
export function withStudent(week: Week, id: string, change: (student: Student) => Student): Week {
  return { ...week, students: week.students.map((student) => (student.id === id ? change(student) : student)) };
}

/** The drafts without the fields the server has now confirmed (a newer text stays). */
export function dropConfirmed(drafts: Record<string, Draft>, key: string, confirmed: Draft): Record<string, Draft> {
  const draft = drafts[key];
  if (!draft) return drafts;
  const rest: Draft = { ...draft };
  for (const field of ["score", "note", "step"] as const) if (confirmed[field] !== undefined && rest[field] === confirmed[field]) delete rest[field];
  const next = { ...drafts };
  if (Object.keys(rest).length === 0) delete next[key];
  else next[key] = rest;
  return next;
}

export const STEP_COLUMN = 7;
export const MAX_SCORE_DIGITS = 6;

export const cellKey = (studentId: string, date: string) => `${studentId}|${date}`;
export const stepKey = (studentId: string) => `${studentId}|step`;
export const digitsOnly = (text: string, max: number) => text.replace(/\D/g, "").slice(0, max);
export const shortDate = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}`;

export function shiftWeek(monday: string, weeks: number): string {
  const [year, month, day] = monday.split("-").map(Number);
  const date = new Date(Date.UTC(year ?? 2000, (month ?? 1) - 1, (day ?? 1) + weeks * 7));
  return date.toISOString().slice(0, 10);
}
