import "server-only";
import { z } from "zod";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { ATTENDANCE_MARKS } from "@/lib/groups/schemas";
import { fromDateColumn } from "@/lib/offline/db-date";
import { lockOfflineStudent, writeDailyScore, type DailyScoreCell } from "@/lib/offline/set-daily-score";
import { writeCertificateChain, writeStep } from "@/lib/offline/set-step";
import { activeCertificateState } from "@/lib/offline/update-certificates";
import { writeWarnings } from "@/lib/users/set-warnings";
import { taughtStudent } from "./access";
import { recordTeacherAction } from "./audit";

// What a teacher changes for a student of their own groups (issue 38). Each write takes the
// student's row lock, checks the teacher's right in the same transaction, goes through the very
// write the admin's screens use (lib/offline, lib/users: the spec's rules are not copied), and
// writes its line of the teacher's log before the commit.

export const attendanceBody = z.object({ mark: z.enum(ATTENDANCE_MARKS, { message: "api.validation.attendanceMark" }).nullable() });

export type AttendanceCell = { date: string; mark: (typeof ATTENDANCE_MARKS)[number] | null };

/** One day's attendance mark of a group's student (any student of the group, offline or online); null clears it. */
export async function setAttendance({
  caller,
  studentId,
  date,
  mark,
}: {
  caller: Caller;
  studentId: string;
  date: Date;
  mark: AttendanceCell["mark"];
}): Promise<AttendanceCell> {
  return db().$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${studentId} FOR UPDATE`;
    await taughtStudent(caller, studentId, tx);
    const before = await tx.attendance.findUnique({ where: { userId_date: { userId: studentId, date } }, select: { mark: true } });
    if (mark === null) await tx.attendance.deleteMany({ where: { userId: studentId, date } });
    else
      await tx.attendance.upsert({
        where: { userId_date: { userId: studentId, date } },
        create: { userId: studentId, date, mark, markedById: caller.id },
        update: { mark, markedById: caller.id },
        select: { mark: true },
      });
    const day = fromDateColumn(date);
    if ((before?.mark ?? null) !== mark) {
      await recordTeacherAction(tx, { caller, studentId, action: "attendance", before: { date: day, mark: before?.mark ?? null }, after: { date: day, mark } });
    }
    return { date: day, mark };
  });
}

/** One register cell (score and note) of an offline student of the teacher's group. */
export async function setTeacherScore({
  caller,
  studentId,
  date,
  score,
  note,
  now = new Date(),
}: {
  caller: Caller;
  studentId: string;
  date: Date;
  score: number | null;
  note?: string;
  now?: Date;
}): Promise<{ cell: DailyScoreCell; totalScore: number }> {
  return db().$transaction(async (tx) => {
    await lockOfflineStudent(tx, studentId);
    await taughtStudent(caller, studentId, tx);
    const before = await tx.dailyScore.findUnique({ where: { userId_date: { userId: studentId, date } }, select: { score: true, note: true } });
    const cell = await writeDailyScore(tx, { userId: studentId, date, score, now, ...(note !== undefined ? { note } : {}) });
    const { totalScore } = await tx.user.findUniqueOrThrow({ where: { id: studentId }, select: { totalScore: true } });
    await recordTeacherAction(tx, {
      caller,
      studentId,
      action: "score",
      before: { date: cell.date, score: before?.score ?? null, note: before?.note ?? "" },
      after: { date: cell.date, score: cell.score, note: cell.note },
    });
    return { cell, totalScore };
  });
}

/** The step of an offline student of the teacher's group, with the certificates it unlocks. */
export async function setTeacherStep({ caller, studentId, step, now = new Date() }: { caller: Caller; studentId: string; step: number; now?: Date }) {
  return db().$transaction(async (tx) => {
    await lockOfflineStudent(tx, studentId);
    await taughtStudent(caller, studentId, tx);
    const before = await tx.user.findUniqueOrThrow({ where: { id: studentId }, select: { step: true } });
    const result = await writeStep(tx, { userId: studentId, step, now });
    await recordTeacherAction(tx, { caller, studentId, action: "step", before: { step: before.step }, after: { step } });
    return result;
  });
}

/** Give or cancel warnings (the spec's order rule, lib/offline/warnings.ts) for an offline student of the group. */
export async function setTeacherWarnings({
  caller,
  studentId,
  warnings,
  expectedWarnings,
  now = new Date(),
}: {
  caller: Caller;
  studentId: string;
  warnings: string[];
  expectedWarnings?: string[];
  now?: Date;
}): Promise<{ warnings: string[] }> {
  return db().$transaction(async (tx) => {
    await lockOfflineStudent(tx, studentId);
    await taughtStudent(caller, studentId, tx);
    const { before, after } = await writeWarnings(tx, { userId: studentId, warnings, now, ...(expectedWarnings ? { expectedWarnings } : {}) });
    if (before.some((reason, slot) => reason !== after[slot])) {
      await recordTeacherAction(tx, { caller, studentId, action: "warnings", before, after });
    }
    return { warnings: after };
  });
}

/** Unlock or lock certificates (the spec's chain order, lib/offline/certificates.ts) for an offline student of the group. */
export async function setTeacherCertificates({
  caller,
  studentId,
  certificates,
  now = new Date(),
}: {
  caller: Caller;
  studentId: string;
  certificates: (boolean | string)[];
  now?: Date;
}): Promise<{ certificates: boolean[] }> {
  return db().$transaction(async (tx) => {
    await lockOfflineStudent(tx, studentId);
    await taughtStudent(caller, studentId, tx);
    const state = async () => activeCertificateState(await tx.certificate.findMany({ where: { userId: studentId }, select: { position: true, revokedAt: true } }));
    const before = await state();
    await writeCertificateChain(tx, { userId: studentId, certificates, now });
    const after = await state();
    if (before.some((unlocked, position) => unlocked !== after[position])) {
      await recordTeacherAction(tx, { caller, studentId, action: "certificates", before, after });
    }
    return { certificates: after };
  });
}
