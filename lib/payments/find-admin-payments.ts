import "server-only";
import { z } from "zod";
import { countOf, listCounts } from "@/lib/admin/list-counts";
import { EXPORT_BATCH, pageOf, pageParam, readPage, reversed, searchParam, type Page } from "@/lib/admin/paging";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { PaymentStatus } from "@/lib/db/generated/enums";
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
  kind: z.enum(["topup", "enrollment"], { error: "api.validation.kind" }).optional(),
});
export type AdminPaymentsQuery = z.output<typeof adminPaymentsQuery>;

const STATUSES = Object.values(PaymentStatus);
// A status is found by its code or by its label in either language, as the table shows it.
const STATUS_WORDS = STATUSES.map((status) => ({
  status,
  words: [status, uz.admin.payments.statuses[status], ru.admin.payments.statuses[status]].map((word) => word.toLocaleLowerCase()),
}));

export const ORDER = [{ createdAt: "desc" }, { id: "desc" }] satisfies Prisma.PaymentOrderByWithRelationInput[];

/**
 * A search's filter in parts: `where` is the whole condition, and when it is "any of these
 * conditions, or a status among `statuses`" (no userId or kind), `others` is the rest of the OR,
 * so the total is the counted statuses plus the few rows the rest finds among the other statuses.
 */
type PaymentsFilter = { where: Prisma.PaymentWhereInput; statuses: PaymentStatus[]; others: Prisma.PaymentWhereInput[] | null };

/**
 * Spec §5 payments search: the student's name or phone, the payment's id, its status (code or
 * label), its amount or its transaction id. Every part is a condition in SQL, so the page and the
 * total come from the database, never from a list in memory.
 */
async function paymentsFilter({ search, userId, kind }: Pick<AdminPaymentsQuery, "search" | "userId" | "kind">): Promise<PaymentsFilter> {
  const where: Prisma.PaymentWhereInput = { ...(userId ? { userId } : {}), ...(kind ? { kind } : {}) };
  if (!search) return { where, statuses: [], others: null };
  const needle = search.toLocaleLowerCase();
  const digits = search.replace(/[\s()-]/g, "");
  const statuses = STATUS_WORDS.filter(({ words }) => words.some((word) => word.includes(needle))).map(({ status }) => status);
  const amount = /^\d{1,9}$/.test(digits) ? Number(digits) : null;
  // The student's name and phone, both columns of User (trigram indexes serve the ILIKE).
  const byUser: Prisma.UserWhereInput[] = [{ fullName: { contains: search, mode: "insensitive" } }];
  if (/^\+?\d{3,}$/.test(digits)) byUser.push({ phone: { contains: digits } });
  // The matching students are found first (one scan of User), so the payments are then read by
  // their userId index rather than by a subquery per payment; very many matches fall back to it.
  const students = await db().user.findMany({ where: { OR: byUser }, select: { id: true }, take: MATCHING_STUDENTS_LIMIT + 1 });
  const others: Prisma.PaymentWhereInput[] = [
    students.length > MATCHING_STUDENTS_LIMIT ? { user: { OR: byUser } } : { userId: { in: students.map((student) => student.id) } },
    { transactionId: { contains: search, mode: "insensitive" } },
    { id: search },
    { userId: search },
  ];
  if (amount !== null) others.push({ amount });
  const or = statuses.length ? [...others, { status: { in: statuses } }] : others;
  return { where: { ...where, OR: or }, statuses, others: userId || kind ? null : others };
}

export async function adminPaymentsWhere(query: Pick<AdminPaymentsQuery, "search" | "userId" | "kind">): Promise<Prisma.PaymentWhereInput> {
  return (await paymentsFilter(query)).where;
}

/**
 * How many payments the filter finds. The whole list and a search that names a status read
 * the per-status counts ("ListCount") instead of counting 100,000 rows, so that the last page,
 * read from the other end, knows exactly how many rows it holds.
 */
async function countPayments({ where, statuses, others }: PaymentsFilter, query: Pick<AdminPaymentsQuery, "search" | "userId" | "kind">): Promise<number> {
  if (!query.search && !query.userId && !query.kind) return countOf(await listCounts("Payment"));
  if (!others || statuses.length === 0) return db().payment.count({ where });
  const [counts, rest] = await Promise.all([listCounts("Payment"), db().payment.count({ where: { OR: others, status: { notIn: statuses } } })]);
  return countOf(counts, statuses) + rest;
}

/** One page of payments, newest first, with the page fields the table shows. */
export async function findAdminPayments({ query }: { query: AdminPaymentsQuery }): Promise<Page & { payments: AdminPayment[] }> {
  const filter = await paymentsFilter(query);
  // A page past the end (rows deleted since, a stale link) answers the last page.
  const page = pageOf(query.page, ADMIN_PAYMENTS_PAGE, await countPayments(filter, query));
  // The page's ids first (from the (createdAt, id) index, from its other end past the middle),
  // then their columns and relations for those 15 rows only.
  const ids = await readPage(page, ({ skip, take, reverse }) =>
    db().payment.findMany({ where: filter.where, select: { id: true }, orderBy: reverse ? reversed(ORDER) : ORDER, skip, take }),
  );
  const payments = ids.length ? await db().payment.findMany({ where: { id: { in: ids.map((row) => row.id) } }, select: adminPaymentSelect, orderBy: ORDER }) : [];
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
