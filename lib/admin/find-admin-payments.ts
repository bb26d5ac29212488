import "server-only";
import { z } from "zod";
import { likeLiteral, userContainsSql } from "./contains-sql";
import { countOf, foldPaymentTimesWhenPiledUp, listCounts, statusAndMethodOf } from "./list-counts";
import { EXPORT_BATCH, pageOf, pageParam, readPage, reversed, searchParam, type Page, type PageRead } from "./paging";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { PaymentKind, PaymentStatus } from "@/lib/db/generated/enums";
import type { Locale } from "@/lib/i18n/locales";
import { localizedText } from "@/lib/i18n/localized-text";
import ru from "@/messages/ru.json";
import uz from "@/messages/uz.json";
import { adminPaymentSelect, type AdminPayment } from "@/lib/payments/shapes";

export const ADMIN_PAYMENTS_PAGE = 15;
// A search's students with payments are named by id in Prisma's SQL up to this many; more are a
// subquery there, and one array parameter in the page's own SQL (pageOfManyStudents).
const NAMED_STUDENTS = 200;

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
// So is a method the table names (card, balance, Payme, Click); other methods are shown raw.
const METHODS = ["card", "balance", "payme", "click"] as const;
const METHOD_WORDS = METHODS.map((method) => ({
  method,
  words: [method, uz.admin.payments.methods[method], ru.admin.payments.methods[method]].map((word) => word.toLocaleLowerCase()),
}));

export const ORDER = [{ createdAt: "desc" }, { id: "desc" }] satisfies Prisma.PaymentOrderByWithRelationInput[];

/**
 * The students with payments whose name or phone the search finds: how many payments they have
 * in all (User.paymentCount), and their ids when they are few enough to name in the query.
 */
type Students = { payments: number; ids: string[] | null; firstPage?: string[]; rest?: number };

/** Up to this many students' ids are read (beyond, the search names them by a subquery). */
const MATCHING_STUDENTS_LIMIT = 5000;

/**
 * A search's filter in parts. `where` is the whole condition: the list's own filter (userId,
 * kind) and, with a search, any of the found students' payments (`byStudents`), `others`
 * (transaction id, id, amount), a status among `statuses` or a method among `methods`. The
 * parts let the total be added up from counts kept in the database (see countPayments).
 */
type PaymentsFilter = {
  where: Prisma.PaymentWhereInput;
  students: Students | null;
  byStudents: Prisma.PaymentWhereInput | null;
  others: Prisma.PaymentWhereInput[];
  fewOthers: Promise<string[] | null> | null;
  amount: number | null;
  statuses: PaymentStatus[];
  methods: string[];
};

/** The statuses and methods a search names: the payments it finds by them are counted from "ListCount". */
type Named = Pick<PaymentsFilter, "statuses" | "methods">;
const namesAny = ({ statuses, methods }: Named) => statuses.length > 0 || methods.length > 0;

/** The payments of the named statuses or methods, as Prisma conditions (none when the search names neither). */
function byNamed({ statuses, methods }: Named): Prisma.PaymentWhereInput[] {
  return [...(statuses.length ? [{ status: { in: statuses } }] : []), ...(methods.length ? [{ paymentMethod: { in: methods } }] : [])];
}

/**
 * The payments of the students a search finds, as a condition: none at all, the few students'
 * ids (read by the userId index), or, for many, the students' condition itself (a subquery
 * PostgreSQL hashes once, rather than thousands of ids in the SQL).
 */
function byStudents(students: Students, byUser: Prisma.UserWhereInput[]): Prisma.PaymentWhereInput | null {
  if (students.payments === 0) return null;
  return students.ids && students.ids.length <= NAMED_STUDENTS ? { userId: { in: students.ids } } : { user: { OR: byUser } };
}

/**
 * The students with payments whose name (or phone, for a number) holds the search, as Prisma's
 * `contains` matches it (userContainsSql). One scan of the suffix indexes gives their number
 * and payments (over all the matches) and the first rows; written in SQL so that no ORDER BY
 * comes with the LIMIT, and MATERIALIZED so that the LIMIT does not tempt the planner into a
 * scan of the whole table.
 */
async function matchingStudents(search: string, digits: string, firstPage: ({ amount: number | null } & Named) | null): Promise<Students> {
  const phone = /^\+?\d{3,}$/.test(digits) ? digits : null;
  // With `firstPage`, the same statement also walks the (createdAt, id) index for the first page
  // when the students' payments are many (a hashed subplan over the found students), counts the
  // rest of the search among other students' payments (when it names no status), and leaves the
  // students' ids out: nothing else then needs them.
  const rest =
    firstPage && !namesAny(firstPage)
      ? Prisma.sql`SELECT count(*)::int AS n FROM "Payment" AS p WHERE (SELECT payments FROM totals) > ${FEW_MATCHES}
          AND (${othersSql(search, firstPage.amount, { statuses: [], methods: [] }, "p")}) AND NOT (p."userId" IN (SELECT id FROM found))`
      : Prisma.sql`SELECT NULL::int AS n`;
  const walk = firstPage
    ? Prisma.sql`SELECT p.id FROM "Payment" AS p WHERE (SELECT payments FROM totals) > ${FEW_MATCHES}
        AND (p."userId" IN (SELECT id FROM found) OR ${othersSql(search, firstPage.amount, firstPage, "p")})
        ORDER BY p."createdAt" DESC, p.id DESC LIMIT ${ADMIN_PAYMENTS_PAGE}`
    : Prisma.sql`SELECT NULL::text AS id WHERE false`;
  const rows = await db().$queryRaw<{ part: "student" | "page" | "totals"; id: string | null; students: number | null; payments: number | null; rest: number | null }[]>`
    WITH found AS MATERIALIZED (
      SELECT id, "paymentCount" FROM "User"
      WHERE (${userContainsSql("fullName", search)} OR ${phone ? userContainsSql("phone", phone) : Prisma.sql`false`}) AND "paymentCount" > 0
    ),
    totals AS MATERIALIZED (SELECT count(*)::int AS students, coalesce(sum("paymentCount"), 0)::int AS payments FROM found),
    page AS MATERIALIZED (${walk}),
    rest AS MATERIALIZED (${rest})
    SELECT 'totals' AS part, NULL AS id, students, payments, (SELECT n FROM rest) AS rest FROM totals
    UNION ALL (SELECT 'page', id, NULL, NULL, NULL FROM page)
    UNION ALL (SELECT 'student', id, NULL, NULL, NULL FROM found WHERE NOT EXISTS (SELECT 1 FROM page) LIMIT ${MATCHING_STUDENTS_LIMIT + 1})`;
  const totals = rows.find((row) => row.part === "totals");
  const page = rows.filter((row) => row.part === "page").map((row) => row.id!);
  const ids = rows.filter((row) => row.part === "student").map((row) => row.id!);
  const payments = totals?.payments ?? 0;
  if (page.length) return { payments, ids: null, firstPage: page, ...(totals?.rest != null ? { rest: totals.rest } : {}) };
  return { payments, ids: (totals?.students ?? 0) <= MATCHING_STUDENTS_LIMIT ? ids : null };
}

/**
 * The search's conditions besides its students, in SQL (Prisma's `contains` is ILIKE '%text%'),
 * on the payments aliased `alias`. Only the parts that apply are written, so that each is an
 * index the planner can combine (a part that is always false would still cost a scan).
 */
function othersSql(search: string, amount: number | null, { statuses, methods }: Named, alias: string): Prisma.Sql {
  const p = Prisma.raw(alias);
  const parts = [Prisma.sql`${p}."transactionId" ILIKE '%' || ${likeLiteral(search)} || '%'`, Prisma.sql`${p}.id = ${search}`, Prisma.sql`${p}."userId" = ${search}`];
  if (amount !== null) parts.push(Prisma.sql`${p}.amount = ${amount}`);
  if (statuses.length) parts.push(Prisma.sql`${p}.status::text = ANY(${statuses as string[]})`);
  if (methods.length) parts.push(Prisma.sql`${p}."paymentMethod" = ANY(${methods})`);
  return Prisma.join(parts, " OR ");
}

/**
 * Spec §5 payments search: the student's name or phone, the payment's id, its status (code or
 * label), its amount or its transaction id; and (issue 21) its method as the table names it
 * (card, Payme, Click). Every part is a condition in SQL, so the page and the total come from
 * the database, never from a list in memory.
 */
async function paymentsFilter({ search, userId, kind, page }: Pick<AdminPaymentsQuery, "search" | "userId" | "kind"> & { page?: number }): Promise<PaymentsFilter> {
  const where: Prisma.PaymentWhereInput = { ...(userId ? { userId } : {}), ...(kind ? { kind } : {}) };
  if (!search) return { where, students: null, byStudents: null, others: [], fewOthers: null, amount: null, statuses: [], methods: [] };
  const needle = search.toLocaleLowerCase();
  const digits = search.replace(/[\s()-]/g, "");
  const statuses = STATUS_WORDS.filter(({ words }) => words.some((word) => word.includes(needle))).map(({ status }) => status);
  const methods: string[] = METHOD_WORDS.filter(({ words }) => words.some((word) => word.includes(needle))).map(({ method }) => method);
  const named = { statuses, methods };
  const amount = /^\d{1,9}$/.test(digits) ? Number(digits) : null;
  const others: Prisma.PaymentWhereInput[] = [{ transactionId: { contains: likeLiteral(search), mode: "insensitive" } }, { id: search }, { userId: search }];
  if (amount !== null) others.push({ amount });
  // For a page, when no status is named, the rest of the search is read while the students are
  // looked up: it is the whole answer when they have no payments (a transaction id, an amount).
  const fewOthers = page !== undefined && !namesAny(named) && !userId && !kind ? readFewOthers(others) : null;
  fewOthers?.catch(() => {});
  const students = await matchingStudents(search, digits, page === 1 && !userId && !kind ? { amount, ...named } : null);
  const byUser: Prisma.UserWhereInput[] = [{ fullName: { contains: likeLiteral(search), mode: "insensitive" } }];
  if (/^\+?\d{3,}$/.test(digits)) byUser.push({ phone: { contains: digits } });
  const studentsPart = byStudents(students, byUser);
  const or: Prisma.PaymentWhereInput[] = [...(studentsPart ? [studentsPart] : []), ...others, ...byNamed(named)];
  return { where: { ...where, OR: or }, students, byStudents: studentsPart, others, fewOthers, amount, statuses, methods };
}

/** The ids of the payments `others` finds, in the list's order, when they are at most FEW_MATCHES (else null). */
async function readFewOthers(others: Prisma.PaymentWhereInput[]): Promise<string[] | null> {
  const few = await db().payment.findMany({ where: { OR: others }, select: { id: true }, orderBy: ORDER, take: FEW_MATCHES + 1 });
  return few.length <= FEW_MATCHES ? few.map((row) => row.id) : null;
}

export async function adminPaymentsWhere(query: Pick<AdminPaymentsQuery, "search" | "userId" | "kind">): Promise<Prisma.PaymentWhereInput> {
  return (await paymentsFilter(query)).where;
}

/**
 * How many payments the filter finds, without counting 100,000 rows: the whole list is the sum
 * of the per-status counts ("ListCount"); a search that names a status or a method is the count
 * of the payments of those statuses or methods (per status and method, "ListCount") plus the few
 * other rows the rest of the search finds; a search by name is its students' payment counts plus
 * the few rows the rest finds among other students' payments. What none of these covers (the
 * list of one student, a search naming both a status or method and a student) is counted. Exact
 * in every case: the last page, read from the other end, depends on it.
 */
async function countPayments(
  { where, students, byStudents, others, fewOthers, statuses, methods }: PaymentsFilter,
  query: Pick<AdminPaymentsQuery, "userId" | "kind">,
  counts: () => Promise<Map<string, number>>,
): Promise<{ total: number; matches?: string[] }> {
  const count = async (where: Prisma.PaymentWhereInput) => ({ total: await db().payment.count({ where }) });
  if (query.userId || query.kind) return count(where);
  if (students === null) return { total: countOf(await counts()) };
  if (!namesAny({ statuses, methods })) {
    if (byStudents) return { total: students.payments + (students.rest ?? (await count({ OR: others, NOT: byStudents })).total) };
    // Only the rest matches: when it is few, its ids (in the list's order) are the count and the page.
    const few = await (fewOthers ?? readFewOthers(others));
    return few ? { total: few.length, matches: few } : count({ OR: others });
  }
  if (byStudents) return count(where);
  const [byStatusAndMethod, rest] = await Promise.all([listCounts("PaymentStatusMethod"), count({ OR: others, NOT: byNamed({ statuses, methods }) })]);
  const named = [...byStatusAndMethod.keys()].filter((key) => {
    const { status, method } = statusAndMethodOf(key);
    return (statuses as string[]).includes(status) || methods.includes(method);
  });
  return { total: countOf(byStatusAndMethod, named) + rest.total };
}

/** Matches at most this many rows, and a page read walking the order would pass over more rows than match: the matches are read by their indexes first. */
const FEW_MATCHES = 1000;

/**
 * The page's ids of a search whose name finds many students, walking the (createdAt, id) index:
 * the same condition as `where` (Prisma's `contains` is ILIKE '%text%'), but the students' ids
 * are one array parameter that PostgreSQL hashes, rather than a join per row or thousands of
 * parameters.
 */
async function pageOfManyStudents(search: string, filter: PaymentsFilter, { skip, take, reverse }: PageRead): Promise<string[]> {
  const condition = Prisma.sql`p."userId" = ANY(${filter.students?.ids ?? []}) OR ${othersSql(search, filter.amount, filter, "p")}`;
  const rows = reverse
    ? await db().$queryRaw<{ id: string }[]>`SELECT id FROM "Payment" AS p WHERE ${condition} ORDER BY "createdAt" ASC, id ASC OFFSET ${skip} LIMIT ${take}`
    : await db().$queryRaw<{ id: string }[]>`SELECT id FROM "Payment" AS p WHERE ${condition} ORDER BY "createdAt" DESC, id DESC OFFSET ${skip} LIMIT ${take}`;
  return rows.map((row) => row.id);
}

/** One page of payments, newest first, with the page fields the table shows. */
export async function findAdminPayments({ query, locale = "uz" }: { query: AdminPaymentsQuery; locale?: Locale }): Promise<Page & { payments: AdminPayment[] }> {
  const filter = await paymentsFilter(query);
  // The per-status counts, read once if at all.
  let byStatus: Promise<Map<string, number>> | undefined;
  const counts = () => (byStatus ??= listCounts("Payment"));
  // The first page of a list known to match many rows (the whole list, a name with many
  // payments) is the first rows of the walk whatever the total: read it while the total is counted.
  const dense = !query.userId && !query.kind && (!query.search || (filter.students?.payments ?? 0) > FEW_MATCHES);
  const firstPage = filter.students?.firstPage
    ? Promise.resolve(filter.students.firstPage)
    : dense && query.page === 1
      ? walk(query, filter, { skip: 0, take: ADMIN_PAYMENTS_PAGE, reverse: false })
      : null;
  const [{ total, matches }, all] = await Promise.all([countPayments(filter, query, counts), query.search ? counts().then((map) => countOf(map)) : 0]);
  // A page past the end (rows deleted since, a stale link) answers the last page.
  const page = pageOf(query.page, ADMIN_PAYMENTS_PAGE, total);
  const payments = await readPage(page, async ({ skip, take, reverse }) => {
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
      ids = firstPage && skip === 0 && !reverse ? await firstPage : await walk(query, filter, { skip, take, reverse });
    }
    return readAdminPayments(ids, reverse, locale);
  });
  return { payments, ...page };
}

type AdminPaymentRow = Omit<AdminPayment, "course" | "receipt" | "user" | "decidedBy" | "provider"> & {
  providerName: "payme" | "click" | null;
  providerNumber: number | null;
  providerState: number | null;
  providerReason: number | null;
  courseId: string | null;
  courseTitle: string | null;
  courseTitleRu: string | null;
  receiptId: string | null;
  receiptMimeType: string | null;
  userId: string;
  userFullName: string;
  userPhone: string;
  userBalance: number;
  decidedById: string | null;
  decidedByFullName: string | null;
};

/**
 * The payments `ids` as adminPaymentSelect gives them, newest first (oldest first for a reversed
 * read), in one statement: Prisma reads each relation (course, receipt, student, decider) by a
 * statement of its own, and a page's 15 rows cost five round trips. Course titles are in the
 * reader's language (issue 44: a Russian admin read Uzbek titles).
 */
export async function readAdminPayments(ids: string[], reverse = false, locale: Locale = "uz"): Promise<AdminPayment[]> {
  if (ids.length === 0) return [];
  const order = reverse ? Prisma.sql`p."createdAt" ASC, p.id ASC` : Prisma.sql`p."createdAt" DESC, p.id DESC`;
  const rows = await db().$queryRaw<AdminPaymentRow[]>`
    SELECT p.id, p.kind::text AS kind, p.status::text AS status, p.amount, p."paymentMethod", p.description, p."transactionId", p."createdAt",
      c.id AS "courseId", c.title AS "courseTitle", c."titleRu" AS "courseTitleRu", p."decisionReason", r.id AS "receiptId", r."mimeType" AS "receiptMimeType", p."decidedAt",
      u.id AS "userId", u."fullName" AS "userFullName", u.phone AS "userPhone", u.balance AS "userBalance", d.id AS "decidedById", d."fullName" AS "decidedByFullName",
      t.provider::text AS "providerName", t.number AS "providerNumber", t.state AS "providerState", t.reason AS "providerReason"
    FROM "Payment" AS p
      JOIN "User" AS u ON u.id = p."userId"
      LEFT JOIN "Course" AS c ON c.id = p."courseId"
      LEFT JOIN "PaymentReceipt" AS r ON r."paymentId" = p.id
      LEFT JOIN "User" AS d ON d.id = p."decidedById"
      LEFT JOIN "ProviderTransaction" AS t ON t."paymentId" = p.id
    WHERE p.id = ANY(${ids}) ORDER BY ${order}`;
  return rows.map(
    (row): AdminPayment => ({
      id: row.id,
      kind: row.kind,
      status: row.status,
      amount: row.amount,
      paymentMethod: row.paymentMethod,
      description: row.description,
      transactionId: row.transactionId,
      createdAt: row.createdAt,
      course: row.courseId === null ? null : { title: localizedText(locale, row.courseTitle!, row.courseTitleRu) },
      decisionReason: row.decisionReason,
      receipt: row.receiptId === null ? null : { mimeType: row.receiptMimeType! },
      decidedAt: row.decidedAt,
      user: { id: row.userId, fullName: row.userFullName, phone: row.userPhone, balance: row.userBalance },
      decidedBy: row.decidedById === null ? null : { fullName: row.decidedByFullName! },
      provider:
        row.providerName === null ? null : { provider: row.providerName, number: row.providerNumber!, state: row.providerState!, reason: row.providerReason },
    }),
  );
}

/** A page of the whole list that skips more rows than this is placed by the per-hour counts. */
const PLACE_FROM = 2000;

/**
 * The ids of a page of the whole list, placed by the counts per day and per hour ("ListCount"
 * lists PaymentDay and PaymentHour) instead of skipping every row before it: the day and then
 * the hour holding the page's first row are found from the sums (newest first, or oldest first
 * for a reversed read), and only that hour's earlier rows are skipped in the (createdAt, id)
 * index. Exact as the counts are: the sums and the rows are read by one statement, in one
 * snapshot.
 */
export async function placePaymentsPage({ skip, take, reverse }: PageRead): Promise<string[]> {
  // One statement: the days' sums, the day (newest first, or oldest first for a reversed read)
  // where `skip` falls, that day's hours, the hour, and the page in the hour's rows. `before` is
  // how many rows come before the day (the hour). No day or hour found: no rows.
  const way = Prisma.raw(reverse ? "ASC" : "DESC");
  const inHour = reverse
    ? Prisma.sql`"createdAt" >= ((SELECT key FROM hour) || ':00:00')::timestamp`
    : Prisma.sql`"createdAt" < ((SELECT key FROM hour) || ':00:00')::timestamp + interval '1 hour'`;
  const [row] = await db().$queryRaw<[{ ids: string[]; excess: number }]>`
    WITH days AS MATERIALIZED (
      SELECT key, sum(rows)::int AS n, count(*)::int AS entries FROM "ListCount" WHERE list = 'PaymentDay' GROUP BY key
    ),
    day AS MATERIALIZED (
      SELECT key, before FROM (SELECT key, n, sum(n) OVER (ORDER BY key ${way}) - n AS before FROM days WHERE n > 0) AS d
      WHERE before + n > ${skip} ORDER BY key ${way} LIMIT 1
    ),
    hour AS MATERIALIZED (
      SELECT key, before FROM (
        SELECT key, n, (SELECT before FROM day) + sum(n) OVER (ORDER BY key ${way}) - n AS before
        FROM (SELECT key, sum(rows)::int AS n FROM "ListCount" WHERE list = 'PaymentHour' AND key >= (SELECT key FROM day) || ' 00' AND key <= (SELECT key FROM day) || ' 23' GROUP BY key) AS h
        WHERE n > 0
      ) AS d WHERE before + n > ${skip} ORDER BY key ${way} LIMIT 1
    )
    SELECT ARRAY(
      SELECT id FROM "Payment" WHERE ${inHour} ORDER BY "createdAt" ${way}, id ${way} OFFSET (SELECT ${skip} - before FROM hour) LIMIT ${take}
    ) AS ids, (SELECT sum(entries) - count(*) FROM days)::int AS excess`;
  await foldPaymentTimesWhenPiledUp(row.excess ?? 0);
  return row.ids;
}

/** The page's ids walking the (createdAt, id) index (from the index alone for the whole list). */
async function walk(query: AdminPaymentsQuery, filter: PaymentsFilter, at: PageRead): Promise<string[]> {
  if (!query.search && !query.userId && !query.kind && at.skip > PLACE_FROM) return placePaymentsPage(at);
  const manyStudents = filter.students?.ids && filter.students.ids.length > NAMED_STUDENTS;
  if (manyStudents && query.search && !query.userId && !query.kind) return pageOfManyStudents(query.search, filter, at);
  const orderBy = at.reverse ? reversed(ORDER) : ORDER;
  return (await db().payment.findMany({ where: filter.where, select: { id: true }, orderBy, skip: at.skip, take: at.take })).map((row) => row.id);
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
