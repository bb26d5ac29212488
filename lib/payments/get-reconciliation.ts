import "server-only";
import { z } from "zod";
import { db } from "@/lib/db/client";
import type { PaymentProvider } from "@/lib/db/generated/enums";
import { TASHKENT_UTC_OFFSET_MINUTES } from "@/lib/format/tashkent-time";
import { statementItem } from "./payme/payme-methods";
import { providerTransactionSelect, STATE } from "./provider-transactions";

// The accountant's view of a period (issue 21): our provider transactions with their totals,
// and the Payme GetStatement answer for the same period as we would give it, so Payme's report
// can be matched line by line. Days are Tashkent's, both ends included.

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_DAYS = 93;
// A quarter of a school's payments; more would be a report to export, not a page.
const MAX_ROWS = 5000;

export const reconciliationQuery = z
  .object({
    from: z.string({ error: "api.validation.reconciliationDates" }).regex(DAY, "api.validation.reconciliationDates"),
    to: z.string({ error: "api.validation.reconciliationDates" }).regex(DAY, "api.validation.reconciliationDates"),
  })
  .refine(({ from, to }) => !Number.isNaN(Date.parse(from)) && !Number.isNaN(Date.parse(to)) && from <= to, { message: "api.validation.reconciliationDates" })
  .refine(({ from, to }) => (Date.parse(to) - Date.parse(from)) / 86_400_000 < MAX_DAYS, { message: "api.validation.reconciliationDates" });

const OFFSET_MS = TASHKENT_UTC_OFFSET_MINUTES * 60_000;

/** The first and last millisecond of the Tashkent days `from`..`to`. */
export function periodOf(from: string, to: string): { start: Date; end: Date } {
  return { start: new Date(Date.parse(from) - OFFSET_MS), end: new Date(Date.parse(to) + 86_400_000 - 1 - OFFSET_MS) };
}

export type ReconciliationTotal = { provider: PaymentProvider; state: number; count: number; amount: number };

export async function getReconciliation({ query }: { query: z.output<typeof reconciliationQuery> }) {
  const { start, end } = periodOf(query.from, query.to);
  const where = { providerTime: { gte: start, lte: end } };
  const [grouped, rows] = await Promise.all([
    db().providerTransaction.groupBy({ by: ["provider", "state"], where, _count: { _all: true }, _sum: { amount: true }, orderBy: [{ provider: "asc" }, { state: "desc" }] }),
    db().providerTransaction.findMany({ where, orderBy: [{ providerTime: "asc" }, { number: "asc" }], take: MAX_ROWS + 1, select: providerTransactionSelect }),
  ]);
  const totals: ReconciliationTotal[] = grouped.map((group) => ({ provider: group.provider, state: group.state, count: group._count._all, amount: group._sum.amount ?? 0 }));
  const credited = totals.filter((total) => total.state === STATE.performed).reduce((sum, total) => sum + total.amount, 0);
  return {
    from: query.from,
    to: query.to,
    start,
    end,
    totals,
    // What stays credited for the period: performed and not cancelled since.
    credited,
    truncated: rows.length > MAX_ROWS,
    transactions: rows.slice(0, MAX_ROWS),
    // Payme's GetStatement for [start, end], as our endpoint answers it (amounts in tiyin, times in ms).
    statement: {
      from: start.getTime(),
      to: end.getTime(),
      transactions: rows
        .slice(0, MAX_ROWS)
        .filter((row) => row.provider === "payme")
        .map(statementItem),
    },
  };
}

export type Reconciliation = Awaited<ReturnType<typeof getReconciliation>>;
