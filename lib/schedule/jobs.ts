import "server-only";
import { db } from "@/lib/db/client";
import { DAY_LABELS } from "@/lib/offline/week";
import { tellStudent, type StudentEvent } from "@/lib/outbox/student-events";
import { formatShortDate } from "@/lib/format/date";
import { ABSENCE_HOUR, digestSlot, eveningSlot, REMINDER_HOUR, reminderDue, tashkentClock, tashkentDate, weekBefore } from "./slots";

/** A job of the scheduler: which slot is due at `now` (null: none), and the run of one slot. */
export type ScheduledJob = { name: string; slotAt: (now: Date) => string | null; run: (slot: string, now: Date) => Promise<number> };

/** One small transaction per student, so a long run holds no lock for long. */
async function tellEach(events: StudentEvent[]): Promise<number> {
  let written = 0;
  for (const event of events) written += await db().$transaction((tx) => tellStudent(tx, event));
  return written;
}

/**
 * Sunday evening: every online student with a course and every offline student gets the week in
 * figures: lessons opened, exercises passed and, offline, the week's daily scores added up.
 */
export async function sendWeeklyDigests(slot: string, now: Date): Promise<number> {
  const since = weekBefore(now);
  const rows = await db().$queryRaw<{ id: string; lessons: number; exercises: number; score: number }[]>`
    SELECT u.id,
      (SELECT count(*) FROM "LessonProgress" lp WHERE lp."userId" = u.id AND lp."openedAt" >= ${since})::int AS lessons,
      (SELECT count(*) FROM "ExercisePass" ep WHERE ep."userId" = u.id AND ep."passedAt" >= ${since})::int AS exercises,
      (SELECT COALESCE(sum(d.score), 0) FROM "DailyScore" d WHERE d."userId" = u.id AND d.date > ${tashkentDate(since)}::date)::int AS score
    FROM "User" u
    WHERE u.role = 'student_offline' OR (u.role = 'student' AND EXISTS (SELECT 1 FROM "Enrollment" e WHERE e."userId" = u.id))`;
  return tellEach(
    rows.map((row) => ({ userId: row.id, kind: "weekly_digest", eventKey: `${row.id}:${slot}`, values: () => ({ lessons: row.lessons, exercises: row.exercises, score: row.score }) })),
  );
}

/**
 * The day's evening: an offline student due today (an attendance day, arrived by then) with no
 * score for the day in the register is told they were absent.
 */
export async function sendAbsences(slot: string): Promise<number> {
  const label = DAY_LABELS[(tashkentClock(new Date(`${slot}T12:00:00+05:00`)).weekday + 6) % 7]!;
  const rows = await db().$queryRaw<{ id: string }[]>`
    SELECT u.id FROM "User" u
    WHERE u.role = 'student_offline' AND ${label} = ANY(u."attendanceDays")
      AND (u."arrivalDate" IS NULL OR u."arrivalDate" <= ${slot}::date)
      AND NOT EXISTS (SELECT 1 FROM "DailyScore" d WHERE d."userId" = u.id AND d.date = ${slot}::date)`;
  return tellEach(rows.map((row) => ({ userId: row.id, kind: "absent_today", eventKey: `${row.id}:${slot}`, values: () => ({ date: formatShortDate(slot) }) })));
}

/**
 * The opt-in reminder: a student with a course who asked for it and has not practised (no
 * submission, no lesson opened, no enrolment) since the 5th Tashkent day before today. Keyed by
 * the day of the last activity, so one idle stretch brings one reminder, not one a day.
 */
export async function sendPracticeReminders(now: Date): Promise<number> {
  const rows = await db().$queryRaw<{ id: string; lastActive: Date }[]>`
    SELECT u.id, GREATEST(
      (SELECT max(s."createdAt") FROM "Submission" s WHERE s."userId" = u.id),
      (SELECT max(lp."openedAt") FROM "LessonProgress" lp WHERE lp."userId" = u.id),
      (SELECT max(e."createdAt") FROM "Enrollment" e WHERE e."userId" = u.id)) AS "lastActive"
    FROM "User" u
    WHERE u.role = 'student' AND 'practice_reminder' = ANY(u."notificationOptIn")
      AND EXISTS (SELECT 1 FROM "Enrollment" e WHERE e."userId" = u.id)`;
  const due = rows.filter((row) => reminderDue(row.lastActive, now));
  return tellEach(due.map((row) => ({ userId: row.id, kind: "practice_reminder", eventKey: `${row.id}:${tashkentDate(row.lastActive)}`, values: () => ({ days: 5 }) })));
}

export const SCHEDULED_JOBS: readonly ScheduledJob[] = [
  { name: "weekly_digest", slotAt: digestSlot, run: sendWeeklyDigests },
  { name: "absences", slotAt: (now) => eveningSlot(now, ABSENCE_HOUR), run: (slot) => sendAbsences(slot) },
  { name: "practice_reminders", slotAt: (now) => eveningSlot(now, REMINDER_HOUR), run: (_slot, now) => sendPracticeReminders(now) },
];
