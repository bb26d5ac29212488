import "server-only";
import { z } from "zod";
import { countOf, listCounts } from "@/lib/admin/list-counts";
import { likeLiteral, userContainsSql } from "@/lib/admin/contains-sql";
import { EXPORT_BATCH, pageOf, pageParam, readPage, reversed, searchParam, type Page, type PageRead } from "@/lib/admin/paging";
import { Prisma } from "@/lib/db/generated/client";
import { db } from "@/lib/db/client";
import type { Role } from "@/lib/db/generated/enums";
import { ROLES } from "@/lib/users/roles";
import { USER_SORTS } from "./user-sorts";

export const ADMIN_USERS_PAGE = 20;

/** GET /api/admin/users and /export: ?search=&role=&sort=&page= (empty or 'all' role means every role). */
export const usersQuery = z.object({
  search: searchParam,
  page: pageParam,
  role: z
    .string()
    .optional()
    .transform((value) => (value === undefined || value === "" || value === "all" ? undefined : value))
    .pipe(z.enum(ROLES, { error: "api.validation.role" }).optional()),
  sort: z
    .string()
    .optional()
    .transform((value) => (value === undefined || value === "" ? "newest" : value))
    .pipe(z.enum(USER_SORTS, { error: "api.validation.sort" })),
});

export type UsersQuery = z.output<typeof usersQuery>;

export const adminUserSelect = {
  id: true,
  fullName: true,
  phone: true,
  role: true,
  balance: true,
  step: true,
  createdAt: true,
} satisfies Prisma.UserSelect;

export type AdminUserRow = Prisma.UserGetPayload<{ select: typeof adminUserSelect }>;

const ORDER: Record<UsersQuery["sort"], Prisma.UserOrderByWithRelationInput[]> = {
  newest: [{ createdAt: "desc" }, { id: "desc" }],
  oldest: [{ createdAt: "asc" }, { id: "asc" }],
  balance_desc: [{ balance: "desc" }, { id: "desc" }],
  balance_asc: [{ balance: "asc" }, { id: "asc" }],
};

/** The filter of the users page: the search matches name, phone or role, case-insensitively. */
export function usersWhere(query: UsersQuery): Prisma.UserWhereInput {
  return usersFilter(query).where;
}

/**
 * The filter in parts: `roles` are the roles the search names (every user of those roles
 * matches) and `others` the rest of its OR (name and phone; searchSql is the same in SQL).
 */
function usersFilter({ search, role }: UsersQuery): { where: Prisma.UserWhereInput; roles: Role[]; others: Prisma.UserWhereInput[] } {
  const where: Prisma.UserWhereInput = role ? { role } : {};
  if (!search) return { where, roles: [], others: [] };
  const lower = search.toLowerCase();
  const digits = search.replace(/[\s()-]/g, "");
  const roles = ROLES.filter((name) => name.includes(lower));
  const others: Prisma.UserWhereInput[] = [{ fullName: { contains: likeLiteral(search), mode: "insensitive" } }, { phone: { contains: likeLiteral(digits || search) } }];
  return { where: { ...where, OR: roles.length ? [...others, { role: { in: roles } }] : others }, roles, others };
}

/**
 * How many users the filter finds. Without a search, or with one that names a role, the
 * per-role counts ("ListCount") stand in for counting every row: the total is the counted roles
 * plus the few users the name or phone finds among the other roles.
 */
async function countUsers(query: UsersQuery): Promise<number> {
  const { roles, others } = usersFilter(query);
  const inRole = (keys: Role[]) => (query.role ? keys.filter((key) => key === query.role) : keys);
  if (!query.search) return countOf(await listCounts("User"), query.role ? [query.role] : undefined);
  if (roles.length === 0) {
    // `where` in SQL: the suffix indexes find a name or phone exactly, no row's text rechecked.
    const [{ n }] = await db().$queryRaw<[{ n: number }]>`
      SELECT count(*)::int AS n FROM "User" WHERE (${searchSql(query.search)}) AND (${query.role ?? null}::text IS NULL OR role::text = ${query.role ?? null}::text)`;
    return n;
  }
  const [counts, rest] = await Promise.all([
    listCounts("User"),
    db().user.count({ where: { AND: [{ OR: others }, { role: { notIn: roles } }, query.role ? { role: query.role } : {}] } }),
  ]);
  return countOf(counts, inRole(roles)) + rest;
}

/** The name or phone condition of `usersFilter`'s `others` in SQL (Prisma's `contains` is ILIKE/LIKE '%text%'), served by the suffix indexes. */
function searchSql(search: string): Prisma.Sql {
  return Prisma.sql`${userContainsSql("fullName", search)} OR ${userContainsSql("phone", search.replace(/[\s()-]/g, "") || search)}`;
}

// The four orders in SQL, for the search's own query below (each ends in the unique id).
const ORDER_SQL: Record<UsersQuery["sort"], string> = {
  newest: `"createdAt" DESC, id DESC`,
  oldest: `"createdAt" ASC, id ASC`,
  balance_desc: `balance DESC, id DESC`,
  balance_asc: `balance ASC, id ASC`,
};

/**
 * One page of a search by name or phone, and its total, in one query: the suffix indexes find
 * the matches (MATERIALIZED, so that the LIMIT does not tempt the planner into walking an order's
 * index), a window counts them and only the page's ids come back. The condition is `where`'s
 * (searchSql). A page past the end gives no rows, so no total.
 */
async function searchPage(query: UsersQuery, page: number): Promise<{ ids: { id: string }[]; total: number | null }> {
  const rows = await db().$queryRaw<{ id: string; total: number }[]>`
    WITH found AS MATERIALIZED (
      SELECT id, "createdAt", balance FROM "User"
      WHERE (${searchSql(query.search)}) AND (${query.role ?? null}::text IS NULL OR role::text = ${query.role ?? null}::text)
    )
    SELECT id, (count(*) OVER ())::int AS total FROM found ORDER BY ${Prisma.raw(ORDER_SQL[query.sort])}
    OFFSET ${(page - 1) * ADMIN_USERS_PAGE} LIMIT ${ADMIN_USERS_PAGE}`;
  return { ids: rows.map((row) => ({ id: row.id })), total: rows[0]?.total ?? null };
}

/** One page of the users list in the chosen order, with the page fields the list shows. */
export async function findUsers({ query }: { query: UsersQuery }): Promise<Page & { users: AdminUserRow[] }> {
  const { where, roles } = usersFilter(query);
  const order = ORDER[query.sort];
  // A search by name or phone: one query gives the page and the total (a page past the end
  // answers the last page, read again once the total is known). The first page of a search by
  // name (no run of three digits, so no phone) is instead walked in its order's index while the
  // total is counted: a name matches many users, so the walk finds its page at once, where a
  // phone fragment matches few and is found faster by the suffix index.
  const phoneLike = /\d{3,}/.test(query.search.replace(/[\s()-]/g, ""));
  const searched = query.search && roles.length === 0 && (query.page > 1 || phoneLike) ? await searchPage(query, query.page) : null;
  let page: Page;
  let ids: { id: string }[];
  if (searched) {
    const total = searched.total ?? (await countUsers(query));
    page = pageOf(query.page, ADMIN_USERS_PAGE, total);
    ids = page.page === query.page ? searched.ids : (await searchPage(query, page.page)).ids;
  } else {
    // The page's ids from the index of the chosen order (from its other end past the middle).
    const read = ({ skip, take, reverse }: PageRead) => db().user.findMany({ where, select: { id: true }, orderBy: reverse ? reversed(order) : order, skip, take });
    // The first page is the first rows whatever the total: read while the total is counted.
    const [total, firstPage] = await Promise.all([countUsers(query), query.page === 1 ? read({ skip: 0, take: ADMIN_USERS_PAGE, reverse: false }) : null]);
    page = pageOf(query.page, ADMIN_USERS_PAGE, total);
    ids = firstPage ?? (await readPage(page, read));
  }
  // Then the columns of those rows only.
  const users = ids.length ? await db().user.findMany({ where: { id: { in: ids.map((row) => row.id) } }, select: adminUserSelect, orderBy: order }) : [];
  return { users, ...page };
}

/** Every user the filter matches, in the chosen order, read in batches (for the CSV export). */
export async function* userBatches({ query }: { query: UsersQuery }): AsyncGenerator<AdminUserRow[]> {
  const where = usersWhere(query);
  // Each batch continues after the last row by the sort's unique key (value, id) — no offset.
  for (let cursor: string | undefined; ; ) {
    const batch: AdminUserRow[] = await db().user.findMany({
      where,
      select: adminUserSelect,
      orderBy: ORDER[query.sort],
      take: EXPORT_BATCH,
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
    });
    if (batch.length > 0) yield batch;
    if (batch.length < EXPORT_BATCH) return;
    cursor = batch[batch.length - 1]!.id;
  }
}
