import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/auth/session";
import { findEnrolledCourses } from "@/lib/courses/find-enrolled-courses";
import { courseProgressPercent } from "@/lib/courses/progress-percent";
import type { CourseCard } from "@/lib/courses/shapes";
import { db } from "@/lib/db/client";
import { groupSelect, toGroupView, type GroupView } from "@/lib/groups/shapes";
import { calendarDayKey, tashkentCalendarDay } from "@/lib/format/tashkent-time";
import type { Locale } from "@/lib/i18n/locales";
import { localizedText } from "@/lib/i18n/localized-text";
import { completionPercent } from "@/lib/offline/completion";
import { daysSinceArrival } from "@/lib/offline/days-since-arrival";
import { fromDateColumn, toDateColumn } from "@/lib/offline/db-date";
import { normaliseWarnings } from "@/lib/offline/warnings";
import { activeCertificateState } from "@/lib/offline/update-certificates";
import { findStudentPractice } from "@/lib/practice/admin/find-exercises";
import type { StudentPracticeRow } from "@/lib/practice/shapes";
import type { AttendanceMarkName } from "@/lib/groups/schemas";
import { assertTeachesGroup, taughtStudent } from "./access";
import { groupPacePercent } from "./pace";

// What a teacher reads (issue 38): every query is scoped in SQL to the groups the caller teaches
// now, read on each request.

/** A student not seen in the practice for this many days is named on the teacher's home. */
export const INACTIVE_DAYS = 7;
/** How many of a group's hardest exercises the home shows. */
export const HARD_EXERCISES = 5;

const activeGroupsOf = (caller: Caller) => ({ archived: false, teachers: { some: { teacherId: caller.id } } });

function assertTeacher(caller: Caller): void {
  if (caller.role !== "teacher") throw new AppError("teacher_only");
}

/** GET /api/teacher/groups: the caller's active groups, by name. */
export async function findTeacherGroups({ caller }: { caller: Caller }): Promise<GroupView[]> {
  assertTeacher(caller);
  const rows = await db().group.findMany({ where: activeGroupsOf(caller), select: groupSelect, orderBy: [{ name: "asc" }, { id: "asc" }] });
  return rows.map(toGroupView);
}

export type RegisterDayStudent = {
  id: string;
  fullName: string;
  role: "student" | "student_offline";
  step: number;
  percent: number | null;
  totalScore: number;
  warnings: string[];
  certificates: boolean[];
  score: number | null;
  note: string;
  mark: AttendanceMarkName | null;
};

export type RegisterDay = { group: GroupView; date: string; students: RegisterDayStudent[] };

/** GET /api/teacher/groups/{id}/register?date=: the group's students with that day's marks, scores and notes. */
export async function getGroupRegisterDay({ caller, groupId, date, now = new Date() }: { caller: Caller; groupId: string; date?: Date; now?: Date }): Promise<RegisterDay> {
  await assertTeachesGroup(caller, groupId);
  const day = date ?? toDateColumn(calendarDayKey(tashkentCalendarDay(now)))!;
  const [group, rows] = await Promise.all([
    db().group.findUniqueOrThrow({ where: { id: groupId }, select: groupSelect }),
    db().user.findMany({
      where: { groupsJoined: { some: { groupId } }, role: { in: ["student", "student_offline"] } },
      select: {
        id: true,
        fullName: true,
        role: true,
        step: true,
        arrivalDate: true,
        totalScore: true,
        warnings: true,
        certificates: { select: { position: true, revokedAt: true } },
        dailyScores: { where: { date: day }, select: { score: true, note: true } },
        attendance: { where: { date: day }, select: { mark: true } },
      },
      orderBy: [{ fullName: "asc" }, { id: "asc" }],
    }),
  ]);
  return {
    group: toGroupView(group),
    date: fromDateColumn(day),
    students: rows.map((row) => ({
      id: row.id,
      fullName: row.fullName,
      role: row.role as RegisterDayStudent["role"],
      step: row.step,
      percent: row.role === "student_offline" ? completionPercent(row.step, daysSinceArrival(row.arrivalDate, now)) : null,
      totalScore: row.totalScore,
      warnings: normaliseWarnings(row.warnings),
      certificates: activeCertificateState(row.certificates),
      score: row.dailyScores[0]?.score ?? null,
      note: row.dailyScores[0]?.note ?? "",
      mark: row.attendance[0]?.mark ?? null,
    })),
  };
}

export type TeacherHomeGroup = {
  group: GroupView;
  attendance: Record<AttendanceMarkName, number> & { unmarked: number };
  behind: { id: string; fullName: string; percent: number }[];
  inactive: { id: string; fullName: string; lastPractice: Date | null }[];
  hardest: { id: string; title: string; stuck: number; tried: number }[];
};

/**
 * GET /api/teacher/home: for each of the caller's groups, today's attendance so far, who is
 * behind (an offline student's completion under 100%, an online student's course progress under
 * the group's pace), who has not practised for 7 days, and
 * the exercises most of the group's students who tried them have not passed.
 */
export async function getTeacherHome({ caller, locale, now = new Date() }: { caller: Caller; locale: Locale; now?: Date }): Promise<{ date: string; groups: TeacherHomeGroup[] }> {
  assertTeacher(caller);
  const today = toDateColumn(calendarDayKey(tashkentCalendarDay(now)))!;
  const since = new Date(now.getTime() - INACTIVE_DAYS * 86_400_000);
  const groups = await db().group.findMany({ where: activeGroupsOf(caller), select: groupSelect, orderBy: [{ name: "asc" }, { id: "asc" }] });
  const answer: TeacherHomeGroup[] = [];
  for (const group of groups) {
    const students = await db().user.findMany({
      where: { groupsJoined: { some: { groupId: group.id } }, role: { in: ["student", "student_offline"] } },
      select: {
        id: true,
        fullName: true,
        phone: true,
        role: true,
        step: true,
        arrivalDate: true,
        attendance: { where: { date: today }, select: { mark: true } },
        submissions: { orderBy: { createdAt: "desc" }, take: 1, select: { createdAt: true } },
      },
      orderBy: [{ fullName: "asc" }, { id: "asc" }],
    });
    const attendance = { present: 0, late: 0, absent: 0, excused: 0, unmarked: 0 };
    for (const student of students) attendance[student.attendance[0]?.mark ?? "unmarked"] += 1;
    const behind = [
      ...students
        .filter((student) => student.role === "student_offline")
        .map((student) => ({ id: student.id, fullName: student.fullName, percent: completionPercent(student.step, daysSinceArrival(student.arrivalDate, now)) }))
        .filter((student) => student.percent < 100),
      ...(await onlineBehind({ group, students, today: fromDateColumn(today), locale })),
    ];
    const inactive = students
      .map((student) => ({ id: student.id, fullName: student.fullName, lastPractice: student.submissions[0]?.createdAt ?? null }))
      .filter((student) => !student.lastPractice || student.lastPractice < since);
    answer.push({ group: toGroupView(group), attendance, behind, inactive, hardest: await hardestExercises(group.id, locale) });
  }
  return { date: fromDateColumn(today), groups: answer };
}

/**
 * The group's online students whose progress in the group's course is under the group's pace
 * (lib/teaching/pace.ts); a group without a course has no pace. Progress is the course card's,
 * as the student and the parent see it.
 */
async function onlineBehind({
  group,
  students,
  today,
  locale,
}: {
  group: { courseId: string | null; startDate: Date };
  students: { id: string; fullName: string; phone: string; role: string }[];
  today: string;
  locale: Locale;
}): Promise<TeacherHomeGroup["behind"]> {
  const online = students.filter((student) => student.role === "student");
  if (!group.courseId || online.length === 0) return [];
  const course = await db().course.findUnique({ where: { id: group.courseId }, select: { durationWeeks: true } });
  if (!course) return [];
  const pace = groupPacePercent({ startDate: fromDateColumn(group.startDate), today, durationWeeks: course.durationWeeks });
  const behind: TeacherHomeGroup["behind"] = [];
  for (const student of online) {
    const cards = await findEnrolledCourses({ caller: { id: student.id, role: "student", fullName: student.fullName, phone: student.phone }, locale });
    const card = cards.find((entry) => entry.id === group.courseId);
    const percent = card ? courseProgressPercent(card) : 0;
    if (percent < pace) behind.push({ id: student.id, fullName: student.fullName, percent });
  }
  return behind;
}

/** The exercises where more of the group's students who tried are stuck (no pass) than passed. */
async function hardestExercises(groupId: string, locale: Locale): Promise<TeacherHomeGroup["hardest"]> {
  const rows = await db().$queryRaw<{ id: string; titleUz: string; titleRu: string; tried: number; stuck: number }[]>`
    WITH members AS (SELECT "studentId" AS id FROM "GroupStudent" WHERE "groupId" = ${groupId}),
    tried AS (
      SELECT s."exerciseId", s."userId", bool_or(p."userId" IS NOT NULL) AS passed
      FROM "Submission" s JOIN members m ON m.id = s."userId"
      LEFT JOIN "ExercisePass" p ON p."userId" = s."userId" AND p."exerciseId" = s."exerciseId"
      GROUP BY s."exerciseId", s."userId"
    )
    SELECT e.id, e."titleUz", e."titleRu", count(*)::int AS tried, count(*) FILTER (WHERE NOT t.passed)::int AS stuck
    FROM tried t JOIN "Exercise" e ON e.id = t."exerciseId"
    GROUP BY e.id
    HAVING count(*) FILTER (WHERE NOT t.passed) * 2 > count(*)
    ORDER BY stuck DESC, e.id
    LIMIT ${HARD_EXERCISES}`;
  return rows.map((row) => ({ id: row.id, title: localizedText(locale, row.titleUz, row.titleRu), stuck: row.stuck, tried: row.tried }));
}

export type StudentCard = {
  student: { id: string; fullName: string; role: "student" | "student_offline"; step: number; percent: number | null; totalScore: number; warnings: string[]; certificates: boolean[] };
  courses: CourseCard[];
  practice: StudentPracticeRow[];
  /** Exercises tried and not passed, most tries first: where the student is stuck. */
  stuck: StudentPracticeRow[];
  attendance: { date: string; mark: AttendanceMarkName }[];
  scores: { date: string; score: number; note: string }[];
};

/** Days of attendance and scores the card shows. */
export const CARD_DAYS = 30;

/** GET /api/teacher/students/{id}: the card of a student of the caller's groups. */
export async function getStudentCard({ caller, studentId, locale, now = new Date() }: { caller: Caller; studentId: string; locale: Locale; now?: Date }): Promise<StudentCard> {
  const taught = await taughtStudent(caller, studentId);
  const from = new Date(toDateColumn(calendarDayKey(tashkentCalendarDay(now)))!.getTime() - (CARD_DAYS - 1) * 86_400_000);
  const row = await db().user.findUniqueOrThrow({
    where: { id: studentId },
    select: {
      id: true,
      fullName: true,
      phone: true,
      step: true,
      arrivalDate: true,
      totalScore: true,
      warnings: true,
      certificates: { select: { position: true, revokedAt: true } },
      attendance: { where: { date: { gte: from } }, select: { date: true, mark: true }, orderBy: { date: "desc" } },
      dailyScores: { where: { date: { gte: from } }, select: { date: true, score: true, note: true }, orderBy: { date: "desc" } },
    },
  });
  const asStudent: Caller = { id: row.id, role: taught.role, fullName: row.fullName, phone: row.phone };
  const [courses, practice] = await Promise.all([findEnrolledCourses({ caller: asStudent, locale }), findStudentPractice({ userId: studentId, locale })]);
  const offline = taught.role === "student_offline";
  return {
    student: {
      id: row.id,
      fullName: row.fullName,
      role: taught.role,
      step: row.step,
      percent: offline ? completionPercent(row.step, daysSinceArrival(row.arrivalDate, now)) : null,
      totalScore: row.totalScore,
      warnings: normaliseWarnings(row.warnings),
      certificates: activeCertificateState(row.certificates),
    },
    courses,
    practice,
    stuck: practice.filter((entry) => !entry.passed).sort((a, b) => b.tries - a.tries),
    attendance: row.attendance.map((entry) => ({ date: fromDateColumn(entry.date), mark: entry.mark })),
    scores: row.dailyScores.map((entry) => ({ date: fromDateColumn(entry.date), score: entry.score, note: entry.note })),
  };
}
