import "server-only";
import { z } from "zod";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/auth/session";
import { db, type Tx } from "@/lib/db/client";
import { tellStudent } from "@/lib/outbox/student-events";
import { formatShortDate } from "@/lib/format/date";
import { fromDateColumn, toDateColumn } from "./db-date";
import { scoreDateProblem } from "./score-dates";

// The body's rules are browser-safe, in ./schemas (the register uses them too).

/** A register cell's day in the path: an ISO calendar date ('2026-11-16'), Tashkent's. */
export const scoreDateParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "api.validation.scoreDate")
  .transform((value, ctx) => {
    const date = toDateColumn(value);
    if (!date || fromDateColumn(date) !== value) {
      ctx.addIssue({ code: "custom", message: "api.validation.scoreDate" });
      return z.NEVER;
    }
    return date;
  });

export type DailyScoreCell = { date: string; score: number | null; note: string };

/**
 * Writes one day's score of a user whose row the caller has locked (`SELECT … FOR UPDATE`), and
 * moves `User.totalScore` by the change (lib/offline/README.md: the total is the stored figure
 * the admin may set; a daily score moves it). The change is computed in SQL from the stored
 * cell, never from a value read earlier: with the user row locked, two admins saving cells of
 * one student queue up and each sees the other's committed cell, so no write is lost.
 * `score: null` removes the day. A note left out keeps the stored one. The student is told the
 * day's score (issue 39), keyed by the day and the score: a corrected score is told again, the
 * same one saved twice is not.
 */
export async function writeDailyScore(
  tx: Tx,
  { userId, date, score, note, now }: { userId: string; date: Date; score: number | null; note?: string; now: Date },
): Promise<DailyScoreCell> {
  if (score !== null) {
    // A day ahead or before the arrival is refused (./score-dates.ts); clearing one stays possible.
    const { arrivalDate } = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { arrivalDate: true } });
    const problem = scoreDateProblem(date, { arrivalDate, now });
    if (problem) throw new AppError("invalid_input", problem);
  }
  await tx.$executeRaw`
    UPDATE "User" SET "totalScore" = GREATEST(0, "totalScore" + ${score ?? 0}::int - COALESCE(
      (SELECT score FROM "DailyScore" WHERE "userId" = ${userId} AND date = ${date}::date), 0))
    WHERE id = ${userId}`;
  if (score === null) {
    await tx.dailyScore.deleteMany({ where: { userId, date } });
    return { date: fromDateColumn(date), score: null, note: "" };
  }
  const row = await tx.dailyScore.upsert({
    where: { userId_date: { userId, date } },
    create: { userId, date, score, note: note ?? "" },
    update: { score, ...(note !== undefined ? { note } : {}) },
    select: { score: true, note: true },
  });
  const day = fromDateColumn(date);
  await tellStudent(tx, { userId, kind: "day_score", eventKey: `${userId}:${day}:${row.score}`, values: () => ({ date: formatShortDate(day), score: row.score }) });
  return { date: fromDateColumn(date), score: row.score, note: row.note };
}

/** Locks an offline student's row for the rest of the transaction; anyone else is a 404. */
export async function lockOfflineStudent(tx: Tx, userId: string): Promise<void> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM "User" WHERE id = ${userId} AND role = 'student_offline' FOR UPDATE`;
  if (rows.length === 0) throw new AppError("user_not_found");
}

/**
 * The daily register's cell save (admin, /admin/offline/register): one transaction per cell on
 * the student's locked row, through the same write as the offline edit modal. Concurrent saves
 * of one cell end with the last one committed; saves of different cells are all kept.
 */
export async function setDailyScore({
  caller,
  userId,
  date,
  score,
  note,
  now = new Date(),
}: {
  caller: Caller;
  userId: string;
  date: Date;
  score: number | null;
  note?: string;
  now?: Date;
}): Promise<{ cell: DailyScoreCell; totalScore: number }> {
  if (caller.role !== "admin") throw new AppError("admin_only");
  return db().$transaction(async (tx) => {
    await lockOfflineStudent(tx, userId);
    const cell = await writeDailyScore(tx, { userId, date, score, now, ...(note !== undefined ? { note } : {}) });
    const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { totalScore: true } });
    return { cell, totalScore: user.totalScore };
  });
}
