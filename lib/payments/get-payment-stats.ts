import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { TASHKENT_UTC_OFFSET_MINUTES, tashkentWallClock } from "@/lib/format/tashkent-time";
import type { PaymentStats } from "./shapes";

/** The Tashkent calendar month that `now` falls in, as [start, end) instants. */
export function tashkentMonthRange(now: Date): { start: Date; end: Date } {
  const { year, month } = tashkentWallClock(now);
  const offset = TASHKENT_UTC_OFFSET_MINUTES * 60_000;
  // Date.UTC carries month 12 over into January of the next year.
  return { start: new Date(Date.UTC(year, month - 1, 1) - offset), end: new Date(Date.UTC(year, month, 1) - offset) };
}

/**
 * The payments page's three cards: balance, the sum of approved top-ups, and those approved in
 * this Tashkent calendar month (counted from the decision, when the money arrived). One query.
 */
export async function getPaymentStats(input: { caller: Caller; now?: Date }): Promise<PaymentStats> {
  const month = tashkentMonthRange(input.now ?? new Date());
  const [row] = await db().$queryRaw<{ balance: number; total: number; monthly: number }[]>`
    SELECT u.balance,
      COALESCE(SUM(p.amount), 0)::float8 AS total,
      COALESCE(SUM(p.amount) FILTER (WHERE COALESCE(p."decidedAt", p."createdAt") >= ${month.start}
        AND COALESCE(p."decidedAt", p."createdAt") < ${month.end}), 0)::float8 AS monthly
    FROM "User" u
    LEFT JOIN "Payment" p ON p."userId" = u.id AND p.kind = 'topup' AND p.status = 'approved'
    WHERE u.id = ${input.caller.id}
    GROUP BY u.id, u.balance`;
  if (!row) throw new AppError("user_not_found");
  return { balance: row.balance, totalPayments: row.total, monthlyPayments: row.monthly };
}
