import "server-only";
import { refuseParentSpending } from "@/lib/auth/spending";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locales";
import { localizedText } from "@/lib/i18n/localized-text";
import { announceNotification, createNotification } from "@/lib/notifications/create-notification";
import { tellStudent } from "@/lib/outbox/student-events";
import { debitBalance } from "@/lib/payments/ledger";
import { prerequisiteMessage } from "./prerequisite-message";
import { findCourseCompletion } from "./course-completion";
import { checkCourseAccess } from "./prerequisites";

// Twenty enrols at once queue for the pool's connections; Prisma's 2-second default wait
// would turn that queue into errors, so the transaction may wait longer for a connection.
const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 15_000 };

/**
 * Enrols the caller in an active course, paying from the balance (DESIGN rules table). One
 * transaction: the enrolment row first (its unique key makes a concurrent second enrol wait,
 * then find it and stop), then the approved enrolment payment, then the conditional debit with
 * its ledger row. Any failure rolls all of it back, so nothing is ever debited twice or without
 * an enrolment. Free courses write no payment (a Payment amount must be > 0). A refusal names
 * the courses in `locale`.
 */
export async function enrollStudent(input: { caller: Caller; locale: Locale; courseId: string }): Promise<{ balance: number }> {
  const { caller, courseId } = input;
  refuseParentSpending(caller);
  const course = await db().course.findUnique({
    where: { id: courseId },
    select: {
      id: true,
      title: true,
      titleRu: true,
      price: true,
      status: true,
      archivedAt: true,
      prerequisite: { select: { id: true, title: true, titleRu: true } },
      prerequisiteRule: true,
    },
  });
  if (!course || course.status !== "active" || course.archivedAt) throw new AppError("course_not_found");

  const enrolments = await db().enrollment.findMany({
    where: { userId: caller.id },
    select: { courseId: true },
  });
  const enrolledCourseIds = enrolments.map((enrolment) => enrolment.courseId);
  if (enrolledCourseIds.includes(course.id)) throw new AppError("already_enrolled");
  const prerequisite = course.prerequisite && { id: course.prerequisite.id, title: localizedText(input.locale, course.prerequisite.title, course.prerequisite.titleRu) };
  // Issue 42: a course may ask for its prerequisite finished (every lesson done), not only bought.
  const finishedCourseIds =
    prerequisite && course.prerequisiteRule === "finished" && enrolledCourseIds.includes(prerequisite.id) && (await findCourseCompletion({ userId: caller.id, courseId: prerequisite.id })).completed
      ? [prerequisite.id]
      : [];
  const access = checkCourseAccess({ prerequisite, rule: course.prerequisiteRule, enrolledCourseIds, finishedCourseIds });
  if (!access.open) {
    const courseTitle = localizedText(input.locale, course.title, course.titleRu);
    throw new AppError("prerequisite_missing", prerequisiteMessage({ courseTitle, requiredTitle: access.requiredCourse.title, rule: access.rule }), {
      requiredCourse: access.requiredCourse,
    });
  }

  const { balance, notification } = await db().$transaction(async (tx) => {
    // ON CONFLICT DO NOTHING: a concurrent enrol of the same course waits on the unique key,
    // then inserts nothing and stops here before touching the balance.
    const inserted = await tx.enrollment.createMany({
      data: [{ userId: caller.id, courseId: course.id, pricePaid: course.price }],
      skipDuplicates: true,
    });
    if (inserted.count === 0) throw new AppError("already_enrolled");

    if (course.price > 0) {
      const payment = await tx.payment.create({
        data: {
          userId: caller.id,
          kind: "enrollment",
          status: "approved",
          amount: course.price,
          paymentMethod: "balance",
          courseId: course.id,
          decidedAt: new Date(),
        },
        select: { id: true },
      });
      const debited = await debitBalance(tx, {
        userId: caller.id,
        amount: course.price,
        reason: "enrollment",
        paymentId: payment.id,
        actorId: caller.id,
      });
      if (!debited) throw new AppError("insufficient_funds");
    }

    const user = await tx.user.findUniqueOrThrow({ where: { id: caller.id }, select: { balance: true } });
    // Keyed by the enrolment row, so enrolling again after being removed is told again.
    const enrolment = await tx.enrollment.findUniqueOrThrow({ where: { userId_courseId: { userId: caller.id, courseId: course.id } }, select: { id: true } });
    await tellStudent(tx, { userId: caller.id, kind: "course_enrolled", eventKey: enrolment.id, href: `/courses/${course.id}`, values: (locale) => ({ course: localizedText(locale, course.title, course.titleRu) }) });
    const notification = await createNotification(
      { type: "course_enrolled", params: { name: caller.fullName, course: course.title, courseId: course.id } },
      tx,
    );
    return { balance: user.balance, notification };
  }, TRANSACTION_OPTIONS);

  announceNotification(notification);
  return { balance };
}
