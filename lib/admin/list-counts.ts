import "server-only";
import { db } from "@/lib/db/client";

/**
 * The lists whose rows "ListCount" counts: payments per status, users per role, payments per
 * day and per hour, and payments per status and method (key `<status>:<method>`).
 */
export type CountedList = "Payment" | "User" | "PaymentDay" | "PaymentHour" | "PaymentStatusMethod";

/** A "PaymentStatusMethod" key read back: the status never holds the ':', the method (free text) may. */
export function statusAndMethodOf(key: string): { status: string; method: string } {
  const at = key.indexOf(":");
  return { status: key.slice(0, at), method: key.slice(at + 1) };
}

/** Beyond this many rows of changes (more than one per key) a list's rows are folded into one per key. */
const FOLD_AT = 200;

/**
 * How many rows `list` has per key (a payment's status, a user's role), read from "ListCount"
 * (prisma/schema.prisma): the triggers append each statement's changes and the sums are the
 * counts, exact as of the statement's snapshot. A key with no rows is absent (count 0).
 */
export async function listCounts(list: CountedList): Promise<Map<string, number>> {
  const groups = await db().listCount.groupBy({ by: ["key"], where: { list }, _sum: { rows: true }, _count: { _all: true } });
  const counts = new Map(groups.map((group) => [group.key, group._sum.rows ?? 0]));
  if (groups.reduce((rows, group) => rows + group._count._all, 0) - groups.length > FOLD_AT) await foldListCounts(list);
  return counts;
}

/**
 * Folds the payments per day and per hour ("PaymentDay", "PaymentHour", keys 'YYYY-MM-DD' and
 * 'YYYY-MM-DD HH24') when their rows of changes pile up: each write appends to both, and
 * `excess` is how many rows "PaymentDay" holds beyond one per day (placePaymentsPage reads it
 * with the sums).
 */
export async function foldPaymentTimesWhenPiledUp(excess: number): Promise<void> {
  if (excess > FOLD_AT) await Promise.all([foldListCounts("PaymentDay"), foldListCounts("PaymentHour")]);
}

/**
 * Replaces a list's rows by their sums, in one statement: the rows it deletes are those its
 * snapshot sees, so changes committed meanwhile stay as rows of their own and a second fold at
 * the same time deletes nothing twice.
 */
export async function foldListCounts(list: CountedList): Promise<void> {
  await db().$executeRaw`
    WITH folded AS (DELETE FROM "ListCount" WHERE list = ${list} RETURNING key, rows)
    INSERT INTO "ListCount" (list, key, rows)
    SELECT ${list}, key, sum(rows) FROM folded GROUP BY key HAVING sum(rows) <> 0`;
}

/** The sum of `counts` over `keys` (every key when absent). */
export function countOf(counts: Map<string, number>, keys?: readonly string[]): number {
  return (keys ?? [...counts.keys()]).reduce((sum, key) => sum + (counts.get(key) ?? 0), 0);
}
