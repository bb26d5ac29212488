import { AppError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { TASHKENT_UTC_OFFSET_MINUTES, tashkentWallClock } from "@/lib/format/tashkent-time";
import type { PaymentStats } from "./shapes";

/** The first instant of the Tashkent calendar month that `now` falls in. */
export function tashkentMonthStart(now: Date): Date {
  const { year, month } = tashkentWallClock(now);
  return new Date(Date.UTC(year, month - 1, 1) - TASHKENT_UTC_OFFSET_MINUTES * 60_000);
}

/**
 * The payments page's three cards: balance, the sum of approved top-ups, and those approved in
 * this Tashkent calendar month (counted from the decision, when the money arrived). One query.
 */
export async function getPaymentStats(input: { caller: Caller; now?: Date }): Promise<PaymentStats> {
  const monthStart = tashkentMonthStart(input.now ?? new Date());
  const [row] = await db().$queryRaw<{ balance: number; total: number; monthly: number }[]>`
    SELECT u.balance,
      COALESCE(SUM(p.amount), 0)::float8 AS total,
      COALESCE(SUM(p.amount) FILTER (WHERE COALESCE(p."decidedAt", p."createdAt") >= ${monthStart}), 0)::float8 AS monthly
    FROM "User" u
    LEFT JOIN "Payment" p ON p."userId" = u.id AND p.kind = 'topup' AND p.status = 'approved'
    WHERE u.id = ${input.caller.id}
    GROUP BY u.id, u.balance`;
  if (!row) throw new AppError("user_not_found");
  return { balance: row.balance, totalPayments: row.total, monthlyPayments: row.monthly };
}
