import type { Prisma } from "@/lib/db/generated/client";
import { CERTIFICATE_NAMES } from "./certificates";
import { completionPercent, daysDifference, type DaysDifference } from "./completion";
import { fromDateColumn } from "./db-date";
import { daysSinceArrival } from "./days-since-arrival";
import { goalPercent, INCOME_GOAL_STEPS, stepsRemaining } from "./income-goal";
import { returnOnTuitionPercent } from "./return-on-tuition";
import { normaliseWarnings } from "./warnings";

/**
 * What anyone may see of an offline student (DESIGN.md, public offline data): id, name, arrival
 * date, step, the daily scores as date and score, warnings, certificates and progress, with the
 * figures the pages compute from them. Never the phone, the balance, the password hash, the
 * admin's notes on daily scores or the attendance days. Scores and certificates come in the
 * same query.
 */
export const offlineStudentSelect = {
  id: true,
  fullName: true,
  arrivalDate: true,
  step: true,
  totalScore: true,
  warnings: true,
  returnOnTuitionPercent: true,
  performanceRoiPercent: true,
  progressPercent: true,
  dailyScores: { select: { date: true, score: true }, orderBy: { date: "asc" } },
  certificates: { select: { position: true, code: true, unlockedAt: true, revokedAt: true }, orderBy: { position: "asc" } },
} satisfies Prisma.UserSelect;

/** What an admin sees of an offline student besides: the attendance days and the score notes. */
export const offlineStaffSelect = {
  ...offlineStudentSelect,
  attendanceDays: true,
  dailyScores: { select: { date: true, score: true, note: true }, orderBy: { date: "asc" } },
} satisfies Prisma.UserSelect;

export type OfflineStudentRow = Prisma.UserGetPayload<{ select: typeof offlineStudentSelect }>;
export type OfflineStaffRow = Prisma.UserGetPayload<{ select: typeof offlineStaffSelect }>;
export type PublicCertificate = { name: string; position: number; code: string; unlockedAt: string };
export type PublicTodayScore = { date: string; score: number };
export type StaffTodayScore = PublicTodayScore & { note: string };

export type OfflineStudentView = {
  id: string;
  fullName: string;
  /** 'yyyy-MM-dd' or null when never set. */
  arrivalDate: string | null;
  step: number;
  todayScores: PublicTodayScore[];
  /** Always three slots, '' where no warning was given. */
  warnings: string[];
  /** The unlocked (not revoked) certificates, in chain order. */
  certificates: PublicCertificate[];
  /** Completion percent (spec §3 'progress'). */
  progress: number;
  percent: number;
  daysSinceArrival: number;
  daysDifference: DaysDifference;
  goal: { target: number; percent: number; stepsRemaining: number };
  totalScore: number;
  returnOnTuitionPercent: number;
};

/** The admin's offline view (/admin/offline): the public one with notes and attendance days. */
export type OfflineStaffView = Omit<OfflineStudentView, "todayScores"> & {
  todayScores: StaffTodayScore[];
  attendanceDays: string[];
};

/** The public view with the figures of spec §9 computed for `now`. */
export function toOfflineStudentView(row: OfflineStudentRow, now: Date): OfflineStudentView {
  const arrivalDate = row.arrivalDate ? fromDateColumn(row.arrivalDate) : null;
  const days = daysSinceArrival(arrivalDate, now);
  const percent = completionPercent(row.step, days);
  return {
    id: row.id,
    fullName: row.fullName,
    arrivalDate,
    step: row.step,
    // Field by field: a staff row passed in must not bring its notes along.
    todayScores: row.dailyScores.map((entry) => ({ date: fromDateColumn(entry.date), score: entry.score })),
    warnings: normaliseWarnings(row.warnings),
    certificates: row.certificates
      .filter((certificate) => certificate.revokedAt === null)
      .map((certificate) => ({
        name: CERTIFICATE_NAMES[certificate.position] ?? "",
        position: certificate.position,
        code: certificate.code,
        unlockedAt: certificate.unlockedAt.toISOString(),
      })),
    progress: percent,
    percent,
    daysSinceArrival: days,
    daysDifference: daysDifference(row.step, days),
    goal: { target: INCOME_GOAL_STEPS, percent: goalPercent(row.step), stepsRemaining: stepsRemaining(row.step) },
    totalScore: row.totalScore,
    returnOnTuitionPercent: returnOnTuitionPercent({
      returnOnTuitionPercent: row.returnOnTuitionPercent,
      performanceRoiPercent: row.performanceRoiPercent,
      progressPercent: row.progressPercent,
      step: row.step,
      daysSinceArrival: days,
    }),
  };
}

export function toOfflineStaffView(row: OfflineStaffRow, now: Date): OfflineStaffView {
  return {
    ...toOfflineStudentView(row, now),
    todayScores: row.dailyScores.map((entry) => ({ date: fromDateColumn(entry.date), score: entry.score, note: entry.note })),
    attendanceDays: row.attendanceDays,
  };
}
