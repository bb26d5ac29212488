import "server-only";
import { subDays, subHours } from "date-fns";
import { hashPassword } from "@/lib/auth/password";
import { db, type Tx } from "@/lib/db/client";
import { calendarDayKey, tashkentCalendarDay } from "@/lib/format/tashkent-time";
import { applyStepAutoUnlock, lockedCertificates } from "@/lib/offline/certificates";
import { notificationRecord } from "@/lib/notifications/create-notification";
import { newCertificateCode } from "@/lib/offline/certificate-code";
import { DEMO_COURSES } from "@/prisma/seed-data/courses";
import { DEMO_EXERCISES } from "@/prisma/seed-data/exercises";
import { DEMO_QUIZZES } from "@/prisma/seed-data/quizzes";
import { withQuizIds } from "@/lib/practice/quiz";
import { DEMO_PROJECTS, DEMO_WAITING_FILES } from "@/prisma/seed-data/projects";
import { coverSvg, DEMO_COVERS } from "@/prisma/seed-data/covers";
import { DEMO_GROUPS, DEMO_OFFLINE_STUDENTS, DEMO_PARENTS, DEMO_PAYMENT_PLAN, DEMO_STUDENTS, DEMO_TEACHER_PASSWORD } from "@/prisma/seed-data/people";
import type { NotificationParams } from "@/lib/notifications/notification-text";

const DEMO_PASSWORD = "student123";

/** A calendar day `daysAgo` before `now` in Tashkent, as a DATE column value (UTC midnight). */
function dateColumn(now: Date, daysAgo: number): Date {
  return new Date(`${calendarDayKey(tashkentCalendarDay(subDays(now, daysAgo)))}T00:00:00.000Z`);
}

// DESIGN: the demo data sets the chain HTML → … → Deployment, each course needing the one before.
async function seedCourses(tx: Tx) {
  let previousId: string | null = null;
  for (const [position, course] of DEMO_COURSES.entries()) {
    const { modules, ...fields } = course;
    const cover = DEMO_COVERS[position];
    const coverBytes = cover ? Buffer.from(coverSvg(cover), "utf8") : null;
    // Each demo course has a cover of its own, stored like an admin's upload.
    const image = coverBytes ? await tx.courseImage.create({ data: { mimeType: "image/svg+xml", size: coverBytes.byteLength, data: coverBytes }, select: { id: true } }) : null;
    const created: { id: string } = await tx.course.create({
      select: { id: true },
      data: {
        ...fields,
        tags: [...fields.tags],
        status: "active",
        position,
        prerequisiteId: previousId,
        imageId: image?.id ?? null,
        modules: {
          create: modules.map((module, moduleOrder) => ({
            title: module.title,
            titleRu: module.titleRu,
            description: module.description,
            descriptionRu: module.descriptionRu,
            order: moduleOrder,
            lessons: {
              create: module.lessons.map((lesson, lessonOrder) => ({
                title: lesson.title,
                titleRu: lesson.titleRu,
                description: lesson.description,
                descriptionRu: lesson.descriptionRu,
                videoUrl: lesson.videoUrl,
                codeSourceUrl: lesson.codeSourceUrl ?? "",
                order: lessonOrder,
              })),
            },
          })),
        },
      },
    });
    previousId = created.id;
  }
}

/** Issue 20: the demo exercises, published (lib/practice/demo-exercises.test.ts proves their solutions pass). */
async function seedExercises(tx: Tx) {
  const courses = await tx.course.findMany({
    orderBy: { position: "asc" },
    select: { modules: { orderBy: { order: "asc" }, select: { lessons: { orderBy: { order: "asc" }, select: { id: true } } } } },
  });
  const positions = new Map<string, number>();
  for (const { at, exercise } of DEMO_EXERCISES) {
    const [course, module, lesson] = at;
    const lessonId = courses[course]?.modules[module]?.lessons[lesson]?.id;
    if (!lessonId) throw new Error(`demo exercise ${exercise.titleUz}: no lesson at ${at.join(".")}`);
    const position = positions.get(lessonId) ?? 0;
    positions.set(lessonId, position + 1);
    await tx.exercise.create({ data: { ...exercise, lessonId, position, published: true }, select: { id: true } });
  }
  // Issue 40: the later courses' quizzes (lib/practice/demo-quizzes.test.ts shows each passes with its answers).
  for (const { at, exercise } of DEMO_QUIZZES) {
    const [course, module, lesson] = at;
    const lessonId = courses[course]?.modules[module]?.lessons[lesson]?.id;
    if (!lessonId) throw new Error(`demo quiz ${exercise.titleUz}: no lesson at ${at.join(".")}`);
    const position = positions.get(lessonId) ?? 0;
    positions.set(lessonId, position + 1);
    const { quiz, ...fields } = exercise;
    const stored = withQuizIds(quiz);
    await tx.exercise.create({ data: { ...fields, lessonId, position, published: true, quiz: { create: { passMark: stored.passMark, questions: stored.questions } } }, select: { id: true } });
  }
}

/**
 * Issue 41: the demo projects, published, and the closing HTML project sent 5 hours ago by the
 * first demo student who bought that course, waiting in the review queue.
 */
async function seedProjects(tx: Tx, now: Date) {
  const courses = await tx.course.findMany({
    orderBy: { position: "asc" },
    select: { id: true, modules: { orderBy: { order: "asc" }, select: { lessons: { orderBy: { order: "asc" }, select: { id: true } } } } },
  });
  let last: { id: string; courseId: string } | null = null;
  for (const { at, project } of DEMO_PROJECTS) {
    const [course, module, lesson] = at;
    const lessonId = courses[course]?.modules[module]?.lessons[lesson]?.id;
    if (!lessonId) throw new Error(`demo project ${project.titleUz}: no lesson at ${at.join(".")}`);
    const { starterFiles, acceptFiles, acceptArchive, acceptLink, checklistUz, checklistRu, ...texts } = project;
    const position = await tx.exercise.count({ where: { lessonId } });
    const created = await tx.exercise.create({
      data: { ...texts, lessonId, kind: "project", position, published: true, starterFiles, projectBrief: { create: { acceptFiles, acceptArchive, acceptLink, checklistUz, checklistRu } } },
      select: { id: true },
    });
    last = { id: created.id, courseId: courses[course]!.id };
  }
  if (!last) return;
  const student = await tx.enrollment.findFirst({ where: { courseId: last.courseId }, orderBy: { createdAt: "asc" }, select: { userId: true } });
  if (!student) return;
  await tx.projectSubmission.create({ data: { exerciseId: last.id, userId: student.userId, iteration: 1, files: DEMO_WAITING_FILES, createdAt: subHours(now, 5) } });
}

/** What a demo student did, told to the admins as the app itself tells it (issue 26 item 14). */
type DemoEvent = { type: "user_registered" | "topup_requested" | "course_enrolled"; params: NotificationParams; at: Date };

async function seedOnlineStudents(tx: Tx, now: Date, passwordHash: string, adminId: string, skip: Set<string>): Promise<DemoEvent[]> {
  const firstCourse = await tx.course.findFirstOrThrow({ orderBy: { position: "asc" }, select: { id: true, title: true, price: true } });
  const events: DemoEvent[] = [];
  for (const student of DEMO_STUDENTS.filter((demo) => !skip.has(demo.phone))) {
    const plans = DEMO_PAYMENT_PLAN.filter((payment) => payment.studentPhone === student.phone);
    // Registered a day before the first top-up request.
    const registeredAt = subDays(now, Math.max(0, ...plans.map((plan) => plan.daysAgo)) + 1);
    const user = await tx.user.create({
      data: { fullName: student.fullName, phone: student.phone, passwordHash, role: "student", createdAt: registeredAt, ...student.meta },
    });
    events.push({ type: "user_registered", params: { name: student.fullName, phone: student.phone }, at: registeredAt });
    let balance = 0;
    let lastCredit = registeredAt;
    for (const plan of plans) {
      const createdAt = subDays(now, plan.daysAgo);
      events.push({ type: "topup_requested", params: { name: student.fullName, phone: student.phone, amount: plan.amount }, at: createdAt });
      const decided = plan.status !== "pending";
      const payment = await tx.payment.create({
        data: {
          userId: user.id,
          kind: "topup",
          status: plan.status,
          amount: plan.amount,
          transactionId: plan.transactionId ?? null,
          createdAt,
          ...(decided ? { decidedById: adminId, decidedAt: subHours(createdAt, -2) } : {}),
        },
      });
      if (plan.status === "approved") {
        balance += plan.amount;
        if (createdAt > lastCredit) lastCredit = createdAt;
        await tx.ledgerEntry.create({
          data: { userId: user.id, amount: plan.amount, reason: "topup_approved", paymentId: payment.id, actorId: adminId, createdAt },
        });
      }
    }
    // Students whose plan leaves room for it bought the first course, as people.ts describes.
    if (balance - firstCourse.price === student.balance) {
      // Bought once the money was there: three hours after the last approved top-up was asked for.
      const enrolledAt = subHours(lastCredit, -3);
      const payment = await tx.payment.create({
        data: {
          userId: user.id,
          kind: "enrollment",
          status: "approved",
          amount: firstCourse.price,
          paymentMethod: "balance",
          courseId: firstCourse.id,
          createdAt: enrolledAt,
          decidedAt: enrolledAt,
        },
      });
      await tx.ledgerEntry.create({ data: { userId: user.id, amount: -firstCourse.price, reason: "enrollment", paymentId: payment.id, actorId: user.id, createdAt: enrolledAt } });
      await tx.enrollment.create({ data: { userId: user.id, courseId: firstCourse.id, pricePaid: firstCourse.price, createdAt: enrolledAt } });
      events.push({ type: "course_enrolled", params: { name: student.fullName, course: firstCourse.title, courseId: firstCourse.id }, at: enrolledAt });
      balance -= firstCourse.price;
    }
    await tx.user.update({ where: { id: user.id }, data: { balance } });
  }
  return events;
}

async function seedOfflineStudents(tx: Tx, now: Date, passwordHash: string, skip: Set<string>) {
  for (const student of DEMO_OFFLINE_STUDENTS.filter((demo) => !skip.has(demo.phone))) {
    const scores = student.scoresLastDays.map((score) => ({ date: dateColumn(now, score.daysAgo), score: score.score, note: score.note ?? "" }));
    const certificates = applyStepAutoUnlock(lockedCertificates(), student.step);
    await tx.user.create({
      data: {
        fullName: student.fullName,
        phone: student.phone,
        passwordHash,
        role: "student_offline",
        step: student.step,
        arrivalDate: dateColumn(now, student.arrivalDaysAgo),
        attendanceDays: [...student.attendanceDays],
        warnings: [...student.warnings],
        totalScore: scores.reduce((sum, score) => sum + score.score, 0),
        dailyScores: { create: scores },
        certificates: {
          create: certificates.flatMap((unlocked, position) => (unlocked ? [{ position, code: newCertificateCode() }] : [])),
        },
      },
    });
  }
}

/** The demo parents, linked to their demo children (those the seed made; a skipped phone is not linked). */
async function seedParents(tx: Tx, passwordHash: string, skip: Set<string>) {
  for (const parent of DEMO_PARENTS.filter((demo) => !skip.has(demo.phone))) {
    const children = await tx.user.findMany({
      where: { phone: { in: parent.childPhones.filter((phone) => !skip.has(phone)) } },
      select: { id: true },
    });
    await tx.user.create({
      data: {
        fullName: parent.fullName,
        phone: parent.phone,
        passwordHash,
        role: "parent",
        childLinks: { create: children.map((child) => ({ childId: child.id })) },
      },
    });
  }
}

/**
 * Two groups (issue 38), one offline and one online, each with its teacher; a teacher whose phone
 * an account already has is left out with their group, and so is a student the skip left out.
 */
async function seedGroups(tx: Tx, now: Date, skip: Set<string>) {
  const passwordHash = await hashPassword(DEMO_TEACHER_PASSWORD);
  const firstCourse = await tx.course.findFirst({ orderBy: { position: "asc" }, select: { id: true } });
  for (const group of DEMO_GROUPS.filter((demo) => !skip.has(demo.teacher.phone))) {
    const teacher = await tx.user.create({ data: { ...group.teacher, passwordHash, role: "teacher" }, select: { id: true } });
    const students = await tx.user.findMany({ where: { phone: { in: group.studentPhones.filter((phone) => !skip.has(phone)) } }, select: { id: true } });
    await tx.group.create({
      data: {
        name: group.name,
        kind: group.kind,
        weekdays: [...group.weekdays],
        startDate: dateColumn(now, group.startedDaysAgo),
        courseId: group.firstCourse ? (firstCourse?.id ?? null) : null,
        teachers: { create: [{ teacherId: teacher.id }] },
        students: { create: students.map((student) => ({ studentId: student.id })) },
      },
    });
  }
}

export type SeedOutcome =
  | { seeded: false; reason: "courses_exist" }
  | { seeded: true; courses: number; students: number; offlineStudents: number; skippedPhones: string[] };

// Two instances starting at once must not both seed: the second waits, then finds the courses.
const SEED_LOCK = 0x5eed;

/**
 * Loads the demo data into a database without courses: the seven chained courses, students
 * with payments and enrolments (balances equal to their ledgers), offline students and
 * notifications. All of it in one transaction, so a failure leaves nothing half loaded
 * (issue 24); a demo student whose phone an account already has (the admin of README's
 * example) is left out. A database that already has courses is left alone.
 */
export async function seedDemo(adminPhone: string, now = new Date()): Promise<SeedOutcome> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const demoPhones = [...DEMO_STUDENTS, ...DEMO_OFFLINE_STUDENTS, ...DEMO_PARENTS, ...DEMO_GROUPS.map((group) => group.teacher)].map((person) => person.phone);
  return db().$transaction(
    async (tx): Promise<SeedOutcome> => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SEED_LOCK})`;
      if ((await tx.course.count()) > 0) return { seeded: false, reason: "courses_exist" };
      const admin = await tx.user.findUniqueOrThrow({ where: { phone: adminPhone }, select: { id: true } });
      const taken = await tx.user.findMany({ where: { phone: { in: demoPhones } }, select: { phone: true } });
      const skip = new Set(taken.map((user) => user.phone));
      await seedCourses(tx);
      await seedExercises(tx);
      const events = await seedOnlineStudents(tx, now, passwordHash, admin.id, skip);
      await seedProjects(tx, now);
      await seedOfflineStudents(tx, now, passwordHash, skip);
      await seedParents(tx, passwordHash, skip);
      await seedGroups(tx, now, skip);
      // The admins' notifications are the demo's own events; what is older than a day has been read.
      await tx.notification.createMany({
        data: events.map((event) => ({
          ...notificationRecord({ type: event.type, params: event.params }),
          read: event.at < subHours(now, 24),
          createdAt: event.at,
        })),
      });
      return {
        seeded: true,
        courses: DEMO_COURSES.length,
        students: DEMO_STUDENTS.filter((student) => !skip.has(student.phone)).length,
        offlineStudents: DEMO_OFFLINE_STUDENTS.filter((student) => !skip.has(student.phone)).length,
        skippedPhones: [...skip],
      };
    },
    // Some hundreds of rows, and the statements of a slow disk: well past the 5 s default.
    { maxWait: 10_000, timeout: 120_000 },
  );
}

