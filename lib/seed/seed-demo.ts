import "server-only";
import { subDays, subHours } from "date-fns";
import { hashPassword } from "@/lib/auth/password";
import { db } from "@/lib/db/client";
import { calendarDayKey, tashkentCalendarDay } from "@/lib/format/tashkent-time";
import { applyStepAutoUnlock, lockedCertificates } from "@/lib/offline/certificates";
import { notificationRecord } from "@/lib/notifications/create-notification";
import { newCertificateCode } from "@/lib/offline/certificate-code";
import { DEMO_COURSES } from "@/prisma/seed-data/courses";
import { coverSvg, DEMO_COVERS } from "@/prisma/seed-data/covers";
import { DEMO_NOTIFICATIONS, DEMO_OFFLINE_STUDENTS, DEMO_PAYMENT_PLAN, DEMO_STUDENTS } from "@/prisma/seed-data/people";

const DEMO_PASSWORD = "student123";

/** A calendar day `daysAgo` before `now` in Tashkent, as a DATE column value (UTC midnight). */
function dateColumn(now: Date, daysAgo: number): Date {
  return new Date(`${calendarDayKey(tashkentCalendarDay(subDays(now, daysAgo)))}T00:00:00.000Z`);
}

// DESIGN: the demo data sets the chain HTML → … → Deployment, each course needing the one before.
async function seedCourses() {
  let previousId: string | null = null;
  for (const [position, course] of DEMO_COURSES.entries()) {
    const { modules, ...fields } = course;
    const cover = DEMO_COVERS[position];
    const coverBytes = cover ? Buffer.from(coverSvg(cover), "utf8") : null;
    // Each demo course has a cover of its own, stored like an admin's upload.
    const image = coverBytes ? await db().courseImage.create({ data: { mimeType: "image/svg+xml", size: coverBytes.byteLength, data: coverBytes }, select: { id: true } }) : null;
    const created: { id: string } = await db().course.create({
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
            description: module.description,
            order: moduleOrder,
            lessons: {
              create: module.lessons.map((lesson, lessonOrder) => ({
                title: lesson.title,
                description: lesson.description,
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

async function seedOnlineStudents(now: Date, passwordHash: string, adminId: string) {
  const firstCourse = await db().course.findFirstOrThrow({ orderBy: { position: "asc" }, select: { id: true, title: true, price: true } });
  for (const student of DEMO_STUDENTS) {
    const user = await db().user.create({
      data: { fullName: student.fullName, phone: student.phone, passwordHash, role: "student", ...student.meta },
    });
    let balance = 0;
    for (const plan of DEMO_PAYMENT_PLAN.filter((payment) => payment.studentPhone === student.phone)) {
      const createdAt = subDays(now, plan.daysAgo);
      const decided = plan.status !== "pending";
      const payment = await db().payment.create({
        data: {
          userId: user.id,
          kind: "topup",
          status: plan.status,
          amount: plan.amount,
          description: plan.description,
          transactionId: plan.transactionId ?? null,
          createdAt,
          ...(decided ? { decidedById: adminId, decidedAt: subHours(createdAt, -2) } : {}),
        },
      });
      if (plan.status === "approved") {
        balance += plan.amount;
        await db().ledgerEntry.create({
          data: { userId: user.id, amount: plan.amount, reason: "topup_approved", paymentId: payment.id, actorId: adminId, createdAt },
        });
      }
    }
    // Students whose plan leaves room for it bought the first course, as people.ts describes.
    if (balance - firstCourse.price === student.balance) {
      const payment = await db().payment.create({
        data: {
          userId: user.id,
          kind: "enrollment",
          status: "approved",
          amount: firstCourse.price,
          paymentMethod: "balance",
          description: firstCourse.title,
          courseId: firstCourse.id,
          decidedAt: new Date(),
        },
      });
      await db().ledgerEntry.create({ data: { userId: user.id, amount: -firstCourse.price, reason: "enrollment", paymentId: payment.id, actorId: user.id } });
      await db().enrollment.create({ data: { userId: user.id, courseId: firstCourse.id, pricePaid: firstCourse.price } });
      balance -= firstCourse.price;
    }
    await db().user.update({ where: { id: user.id }, data: { balance } });
  }
}

async function seedOfflineStudents(now: Date, passwordHash: string) {
  for (const student of DEMO_OFFLINE_STUDENTS) {
    const scores = student.scoresLastDays.map((score) => ({ date: dateColumn(now, score.daysAgo), score: score.score, note: score.note ?? "" }));
    const certificates = applyStepAutoUnlock(lockedCertificates(), student.step);
    await db().user.create({
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

/**
 * Loads the demo data into an empty database: the seven chained courses, students with
 * payments and enrolments (balances equal to their ledgers), offline students and
 * notifications. A database that already has courses is left alone, so it runs at every start.
 */
export async function seedDemo(adminPhone: string, now = new Date()): Promise<boolean> {
  if ((await db().course.count()) > 0) return false;
  const admin = await db().user.findUniqueOrThrow({ where: { phone: adminPhone }, select: { id: true } });
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await seedCourses();
  await seedOnlineStudents(now, passwordHash, admin.id);
  await seedOfflineStudents(now, passwordHash);
  await db().notification.createMany({
    data: DEMO_NOTIFICATIONS.map((notification) => ({
      ...notificationRecord({ type: notification.type, params: notification.params }),
      read: notification.read,
      createdAt: subHours(now, notification.hoursAgo),
    })),
  });
  return true;
}

