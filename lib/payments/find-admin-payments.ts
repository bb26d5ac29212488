import "server-only";
import { z } from "zod";
import { countOf, listCounts } from "@/lib/admin/list-counts";
import { EXPORT_BATCH, pageOf, pageParam, readPage, reversed, searchParam, type Page } from "@/lib/admin/paging";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { PaymentKind, PaymentStatus } from "@/lib/db/generated/enums";
import ru from "@/messages/ru.json";
import uz from "@/messages/uz.json";
import { adminPaymentSelect, type AdminPayment } from "./shapes";

export const ADMIN_PAYMENTS_PAGE = 15;
const MATCHING_STUDENTS_LIMIT = 5000;

/** GET /api/admin/payments?search=&page= (and ?userId= for one student's recent top-ups). */
export const adminPaymentsQuery = z.object({
  search: searchParam,
  page: pageParam,
  userId: z.string().trim().max(64, "api.validation.userId").optional(),
  kind: z.enum(PaymentKind, { error: "api.validation.kind" }).optional(),
});
export type AdminPaymentsQuery = z.output<typeof adminPaymentsQuery>;

const STATUSES = Object.values(PaymentStatus);
// A status is found by its code or by its label in either language, as the table shows it.
const STATUS_WORDS = STATUSES.map((status) => ({
  status,
  words: [status, uz.admin.payments.statuses[status], ru.admin.payments.statuses[status]].map((word) => word.toLocaleLowerCase()),
}));

export const ORDER = [{ createdAt: "desc" }, { id: "desc" }] satisfies Prisma.PaymentOrderByWithRelationInput[];

/** The students a search's name or phone finds: their ids and how many payments they have in all. */
type Students = { ids: string[]; payments: number } | "too many";

/**
 * A search's filter in parts. `where` is the whole condition: the list's own filter (userId,
 * kind) and, with a search, any of `students`' payments, `others` (transaction id, id, amount)
 * or a status among `statuses`. The parts let the total be added up from counts kept in the
 * database (see countPayments).
 */
type PaymentsFilter = { where: Prisma.PaymentWhereInput; students: Students | null; others: Prisma.PaymentWhereInput[]; statuses: PaymentStatus[] };

/**
 * The students whose name (or phone, for a number) holds the search, as Prisma's `contains`
 * matches it, with their payment counts (User.paymentCount). Written in SQL so that no ORDER BY
 * comes with the LIMIT: the trigram indexes find the rows, never a walk of the whole table.
 */
async function matchingStudents(search: string, digits: string): Promise<Students> {
  const phone = /^\+?\d{3,}$/.test(digits) ? digits : null;
  const rows = await db().$queryRaw<{ id: string; paymentCount: number }[]>`
    SELECT id, "paymentCount" FROM "User"
    WHERE "fullName" ILIKE '%' || ${search} || '%' OR (${phone}::text IS NOT NULL AND phone LIKE '%' || ${phone}::text || '%')
    LIMIT ${MATCHING_STUDENTS_LIMIT + 1}`;
  if (rows.length > MATCHING_STUDENTS_LIMIT) return "too many";
  return { ids: rows.map((row) => row.id), payments: rows.reduce((sum, row) => sum + row.paymentCount, 0) };
}

/**
 * Spec §5 payments search: the student's name or phone, the payment's id, its status (code or
 * label), its amount or its transaction id. Every part is a condition in SQL, so the page and the
 * total come from the database, never from a list in memory.
 */
async function paymentsFilter({ search, userId, kind }: Pick<AdminPaymentsQuery, "search" | "userId" | "kind">): Promise<PaymentsFilter> {
  const where: Prisma.PaymentWhereInput = { ...(userId ? { userId } : {}), ...(kind ? { kind } : {}) };
  if (!search) return { where, students: null, others: [], statuses: [] };
  const needle = search.toLocaleLowerCase();
  const digits = search.replace(/[\s()-]/g, "");
  const statuses = STATUS_WORDS.filter(({ words }) => words.some((word) => word.includes(needle))).map(({ status }) => status);
  const amount = /^\d{1,9}$/.test(digits) ? Number(digits) : null;
  // The matching students are found first (one index search of User), so the payments are then
  // read by their userId index rather than by a subquery per payment; very many matches fall back to it.
  const students = await matchingStudents(search, digits);
  const byUser: Prisma.UserWhereInput[] = [{ fullName: { contains: search, mode: "insensitive" } }];
  if (/^\+?\d{3,}$/.test(digits)) byUser.push({ phone: { contains: digits } });
  const others: Prisma.PaymentWhereInput[] = [{ transactionId: { contains: search, mode: "insensitive" } }, { id: search }, { userId: search }];
  if (amount !== null) others.push({ amount });
  const or: Prisma.PaymentWhereInput[] = [students === "too many" ? { user: { OR: byUser } } : { userId: { in: students.ids } }, ...others];
  if (statuses.length) or.push({ status: { in: statuses } });
  return { where: { ...where, OR: or }, students, others, statuses };
}

export async function adminPaymentsWhere(query: Pick<AdminPaymentsQuery, "search" | "userId" | "kind">): Promise<Prisma.PaymentWhereInput> {
  return (await paymentsFilter(query)).where;
}

/**
 * How many payments the filter finds, without counting 100,000 rows: the whole list is the sum
 * of the per-status counts ("ListCount"); a search that names a status is that status's count
 * plus the few other rows the rest of the search finds; a search by name is its students'
 * payment counts plus the few rows the rest finds among other students' payments. What none of
 * these covers (the list of one student, a search naming both a status and a student) is
 * counted. Exact in every case: the last page, read from the other end, depends on it.
 */
async function countPayments(
  { where, students, others, statuses }: PaymentsFilter,
  query: Pick<AdminPaymentsQuery, "userId" | "kind">,
  counts: () => Promise<Map<string, number>>,
): Promise<{ total: number; matches?: string[] }> {
  const count = async (where: Prisma.PaymentWhereInput) => ({ total: await db().payment.count({ where }) });
  if (query.userId || query.kind) return count(where);
  if (students === null) return { total: countOf(await counts()) };
  if (students === "too many") return count(where);
  if (statuses.length === 0) {
    const rest: Prisma.PaymentWhereInput = { OR: others, userId: { notIn: students.ids } };
    if (students.payments > 0) return { total: students.payments + (await count(rest)).total };
    // Only the rest matches: when it is few, its ids (in the list's order) are the count and the page.
    const few = await db().payment.findMany({ where: rest, select: { id: true }, orderBy: ORDER, take: FEW_MATCHES + 1 });
    return few.length <= FEW_MATCHES ? { total: few.length, matches: few.map((row) => row.id) } : count(rest);
  }
  if (students.ids.length > 0) return count(where);
  const [byStatus, rest] = await Promise.all([counts(), count({ OR: others, status: { notIn: statuses } })]);
  return { total: countOf(byStatus, statuses) + rest.total };
}

/** Matches at most this many rows, and a page read walking the order would pass over more rows than match: the matches are read by their indexes first. */
const FEW_MATCHES = 1000;

/** One page of payments, newest first, with the page fields the table shows. */
export async function findAdminPayments({ query }: { query: AdminPaymentsQuery }): Promise<Page & { payments: AdminPayment[] }> {
  const filter = await paymentsFilter(query);
  // The per-status counts, read once if at all.
  let byStatus: Promise<Map<string, number>> | undefined;
  const counts = () => (byStatus ??= listCounts("Payment"));
  const [{ total, matches }, all] = await Promise.all([countPayments(filter, query, counts), query.search ? counts().then((map) => countOf(map)) : 0]);
  // A page past the end (rows deleted since, a stale link) answers the last page.
  const page = pageOf(query.page, ADMIN_PAYMENTS_PAGE, total);
  const payments = await readPage(page, async ({ skip, take, reverse }) => {
    const orderBy = reverse ? reversed(ORDER) : ORDER;
    // The page's ids first, then the columns and relations of those 15 rows only. Walking the
    // (createdAt, id) index passes over about (skip + take) * all / total rows to find the page
    // (from the index alone for the whole list). When a search matches fewer than that, and
    // few, its ids are read whole by their own indexes and sorted (no LIMIT, so the planner does
    // not choose the walk), and the page is cut from them.
    let ids: string[];
    if (query.search && total <= FEW_MATCHES && (skip + take) * all > total * total) {
      const ordered = matches ?? (await db().payment.findMany({ where: filter.where, select: { id: true }, orderBy: ORDER })).map((row) => row.id);
      ids = reverse ? ordered.slice(Math.max(0, ordered.length - skip - take), ordered.length - skip).reverse() : ordered.slice(skip, skip + take);
    } else {
      ids = (await db().payment.findMany({ where: filter.where, select: { id: true }, orderBy, skip, take })).map((row) => row.id);
    }
    return db().payment.findMany({ where: { id: { in: ids } }, select: adminPaymentSelect, orderBy });
  });
  return { payments, ...page };
}

/** Every payment the search matches, newest first, read in batches by keyset (for the CSV export). */
export async function* adminPaymentBatches({ query }: { query: Pick<AdminPaymentsQuery, "search" | "userId" | "kind"> }): AsyncGenerator<AdminPayment[]> {
  const where = await adminPaymentsWhere(query);
  let last: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const after: Prisma.PaymentWhereInput = last
      ? { OR: [{ createdAt: { lt: last.createdAt } }, { createdAt: last.createdAt, id: { lt: last.id } }] }
      : {};
    const batch: AdminPayment[] = await db().payment.findMany({ where: { AND: [where, after] }, select: adminPaymentSelect, orderBy: ORDER, take: EXPORT_BATCH });
    if (batch.length > 0) yield batch;
    if (batch.length < EXPORT_BATCH) return;
    last = batch[batch.length - 1]!;
  }
}
