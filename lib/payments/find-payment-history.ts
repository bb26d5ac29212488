import "server-only";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locales";
import { localizedText } from "@/lib/i18n/localized-text";
import { studentPaymentSelect, type StudentPayment } from "./shapes";

// A generous cap: the page lists a student's own payments, newest first.
const HISTORY_LIMIT = 200;

/** The caller's own payments, top-ups and enrolments, newest first; a course is named in `locale`. */
export async function findPaymentHistory(input: { caller: Caller; locale: Locale }): Promise<StudentPayment[]> {
  const rows = await db().payment.findMany({
    where: { userId: input.caller.id },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: HISTORY_LIMIT,
    select: { ...studentPaymentSelect, course: { select: { title: true, titleRu: true } } },
  });
  return rows.map(({ course, ...payment }) => ({ ...payment, course: course && { title: localizedText(input.locale, course.title, course.titleRu) } }));
}
