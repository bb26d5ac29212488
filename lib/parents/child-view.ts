import "server-only";
import { findEnrolledCourses } from "@/lib/courses/find-enrolled-courses";
import { courseProgressPercent } from "@/lib/courses/progress-percent";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { TASHKENT_UTC_OFFSET_MINUTES } from "@/lib/format/tashkent-time";
import type { Locale } from "@/lib/i18n/locales";
import { localizedText } from "@/lib/i18n/localized-text";
import { getOfflineStudentCard } from "@/lib/offline/get-offline-student";
import type { PublicCertificate } from "@/lib/offline/shapes";
import { weekDays, type WeekDayScore } from "@/lib/offline/week";
import { getCheckoutProviders } from "@/lib/payments/get-checkout-options";
import { findPaymentHistory } from "@/lib/payments/find-payment-history";
import { getPaymentStats } from "@/lib/payments/get-payment-stats";
import { paymentCard } from "@/lib/payments/payment-card";
import type { CheckoutProviders } from "@/lib/payments/checkout-url";
import type { StudentPayment } from "@/lib/payments/shapes";
import type { PaymentCard } from "@/lib/payments/topup-amount";
import type { AttendanceMark, Role } from "@/lib/db/generated/enums";
import { fromDateColumn, toDateColumn } from "@/lib/offline/db-date";
import { childAsSubject, getLinkedChildOrThrow } from "./access";

// What a parent reads of a linked child (issue 38), read-only. Each part comes from the function
// the student's own page uses, with the child as its subject, so the rules (progress, the week,
// the public offline figures, money) stay where they are; only the access check is new.

export type ChildCourse = {
  id: string;
  title: string;
  percent: number;
  completedLessons: number;
  totalLessons: number;
  passedExercises: number;
  totalExercises: number;
  completed: boolean;
};

export type ChildWeekDay = WeekDayScore & {
  /** One of the child's attendance days. */
  scheduled: boolean;
  /** A score was entered for the day (the register's mark that the child came). */
  marked: boolean;
  /** The teacher's attendance mark for the day (issue 38), null when none was made. */
  attendance: AttendanceMark | null;
};

export type ChildOverview = {
  child: { id: string; fullName: string; role: Role };
  balance: number;
  courses: ChildCourse[];
  /** Exercises first passed since Monday (Tashkent), newest first. */
  passedThisWeek: { exerciseId: string; title: string; courseTitle: string; passedAt: Date }[];
  /** An offline child's week, warnings and certificates; null for an online child. */
  offline: {
    step: number;
    percent: number;
    week: ChildWeekDay[];
    weekTotal: number;
    warnings: string[];
    certificates: PublicCertificate[];
  } | null;
};

/** Monday 00:00 of `now`'s week, Tashkent time, as an instant. */
function weekStart(now: Date): Date {
  const [year, month, day] = weekDays(now)[0]!.date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day) - TASHKENT_UTC_OFFSET_MINUTES * 60_000);
}

const PASSED_LIMIT = 50;

export async function getChildOverview(input: { caller: Caller; childId: string; locale: Locale; now?: Date }): Promise<ChildOverview> {
  const now = input.now ?? new Date();
  const child = await getLinkedChildOrThrow(input.caller, input.childId);
  const subject = childAsSubject(child);
  const [cards, stats, passes, offline] = await Promise.all([
    findEnrolledCourses({ caller: subject, locale: input.locale }),
    getPaymentStats({ caller: subject, now }),
    db().exercisePass.findMany({
      where: { userId: child.id, passedAt: { gte: weekStart(now) } },
      orderBy: { passedAt: "desc" },
      take: PASSED_LIMIT,
      select: {
        passedAt: true,
        exercise: { select: { id: true, titleUz: true, titleRu: true, lesson: { select: { module: { select: { course: { select: { title: true, titleRu: true } } } } } } } },
      },
    }),
    child.role === "student_offline" ? offlineWeek(child.id, now) : Promise.resolve(null),
  ]);
  return {
    child,
    balance: stats.balance,
    courses: cards.map((card) => ({
      id: card.id,
      title: card.title,
      percent: courseProgressPercent(card),
      completedLessons: card.completedLessons,
      totalLessons: card.totalLessons,
      passedExercises: card.passedExercises,
      totalExercises: card.totalExercises,
      completed: card.completed,
    })),
    passedThisWeek: passes.map(({ passedAt, exercise }) => {
      const course = exercise.lesson.module.course;
      return {
        exerciseId: exercise.id,
        title: localizedText(input.locale, exercise.titleUz, exercise.titleRu),
        courseTitle: localizedText(input.locale, course.title, course.titleRu),
        passedAt,
      };
    }),
    offline,
  };
}

async function offlineWeek(childId: string, now: Date): Promise<ChildOverview["offline"]> {
  const dates = weekDays(now).map((day) => toDateColumn(day.date)!);
  const [{ student, week }, row, marks] = await Promise.all([
    getOfflineStudentCard({ userId: childId, now }),
    db().user.findUniqueOrThrow({ where: { id: childId }, select: { attendanceDays: true } }),
    db().attendance.findMany({ where: { userId: childId, date: { in: dates } }, select: { date: true, mark: true } }),
  ]);
  const marked = new Set(student.todayScores.map((entry) => entry.date));
  const markOf = new Map(marks.map((entry) => [fromDateColumn(entry.date), entry.mark]));
  const days = week.map((day) => ({
    ...day,
    scheduled: row.attendanceDays.includes(day.day),
    marked: marked.has(day.date),
    attendance: markOf.get(day.date) ?? null,
  }));
  return {
    step: student.step,
    percent: student.percent,
    week: days,
    weekTotal: days.reduce((sum, day) => sum + day.score, 0),
    warnings: student.warnings.filter((reason) => reason !== ""),
    certificates: student.certificates,
  };
}

/** The child's payments, as the child's own history lists them. */
export async function findChildPayments(input: { caller: Caller; childId: string; locale: Locale }): Promise<{ balance: number; payments: StudentPayment[] }> {
  const child = await getLinkedChildOrThrow(input.caller, input.childId);
  const subject = childAsSubject(child);
  const [stats, payments] = await Promise.all([getPaymentStats({ caller: subject }), findPaymentHistory({ caller: subject, locale: input.locale })]);
  // The receipts stay the child's and the admins' (their bytes are served to them alone).
  return { balance: stats.balance, payments: payments.map((payment) => ({ ...payment, receipt: null })) };
}

export type ChildTopUp = {
  /** What to type in Payme or Click as the account: the child's number, so the money reaches the child. */
  accountNumber: number;
  providers: CheckoutProviders | null;
  card: PaymentCard;
};

/** How a parent tops up the child's balance: the child's Payme/Click account number, and the card transfer details. */
export async function getChildTopUp(input: { caller: Caller; childId: string }): Promise<ChildTopUp> {
  const child = await getLinkedChildOrThrow(input.caller, input.childId);
  const row = await db().user.findUniqueOrThrow({ where: { id: child.id }, select: { accountNumber: true } });
  return { accountNumber: row.accountNumber, providers: getCheckoutProviders(), card: paymentCard() };
}
