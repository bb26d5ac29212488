import "server-only";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { studentPaymentSelect, type StudentPayment } from "./shapes";

// A generous cap: the page lists a student's own payments, newest first.
const HISTORY_LIMIT = 200;

/** The caller's own payments, top-ups and enrolments, newest first. */
export async function findPaymentHistory(input: { caller: Caller }): Promise<StudentPayment[]> {
  return db().payment.findMany({
    where: { userId: input.caller.id },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: HISTORY_LIMIT,
    select: studentPaymentSelect,
  });
}
