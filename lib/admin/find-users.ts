import "server-only";
import { LRUCache } from "lru-cache";
import { z } from "zod";
import { countOf, listCounts } from "@/lib/admin/list-counts";
import { likeLiteral, userContainsSql, userLikeSql } from "@/lib/admin/contains-sql";
import { EXPORT_BATCH, pageOf, pageParam, readPage, reversed, searchParam, type Page, type PageRead } from "@/lib/admin/paging";
import { Prisma } from "@/lib/db/generated/client";
import { db } from "@/lib/db/client";
import type { Role } from "@/lib/db/generated/enums";
import { ROLES } from "@/lib/users/roles";
import { USER_SORTS } from "./user-sorts";

export const ADMIN_USERS_PAGE = 20;
/**
 * A search by name or phone counts its matches up to this many (issue 27): beyond, the answer
 * says "at least this many" (`totalAtLeast`) and pages within the bound, so that a name the
 * whole school shares costs what a name a thousand share does. A search to refine.
 */
export const ADMIN_USERS_COUNT_BOUND = 1000;

/**
 * Searches lately found beyond the bound, by search and role, for this long: their pages are
 * read by the walk alone, not counted again (issue 27). Counting them costs every match (the
 * suffix indexes answer a bitmap of all of them), and the admin who pages through such a search
 * or sorts it asks the same question again. Forgetting one late says "more than 1,000" a
 * little longer of a search whose matches fell below that meanwhile.
 */
export const MANY_MATCHES_REMEMBERED_MS = 30_000;
const manyMatches = new LRUCache<string, true>({ max: 1000, ttl: MANY_MATCHES_REMEMBERED_MS });
const searchKey = ({ search, role }: UsersQuery) => JSON.stringify([search, role ?? null]);

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
 * How many users the filter finds, without a search or with one that names a role (a search by
 * name or phone alone is counted by searchPage): the per-role counts ("ListCount") stand in for
 * counting every row, and the total is the counted roles plus the few users the name or phone
 * finds among the other roles.
 */
async function countUsers(query: UsersQuery): Promise<number> {
  const { roles, others } = usersFilter(query);
  const inRole = (keys: Role[]) => (query.role ? keys.filter((key) => key === query.role) : keys);
  if (!query.search) return countOf(await listCounts("User"), query.role ? [query.role] : undefined);
  const [counts, rest] = await Promise.all([
    listCounts("User"),
    db().user.count({ where: { AND: [{ OR: others }, { role: { notIn: roles } }, query.role ? { role: query.role } : {}] } }),
  ]);
  return countOf(counts, inRole(roles)) + rest;
}

/** The name or phone condition of `usersFilter`'s `others` in SQL, served by the suffix indexes (userContainsSql), or as LIKE writes it for a walk. */
function searchSql(search: string, how: "indexed" | "like" = "indexed"): Prisma.Sql {
  const condition = how === "indexed" ? userContainsSql : userLikeSql;
  return Prisma.sql`${condition("fullName", search)} OR ${condition("phone", search.replace(/[\s()-]/g, "") || search)}`;
}

// The four orders in SQL, for the search's own query below (each ends in the unique id).
const ORDER_SQL: Record<UsersQuery["sort"], string> = {
  newest: `"createdAt" DESC, id DESC`,
  oldest: `"createdAt" ASC, id ASC`,
  balance_desc: `balance DESC, id DESC`,
  balance_asc: `balance ASC, id ASC`,
};

/**
 * One page of a search by name or phone and its count, in one statement. The suffix indexes
 * find the matches, at most ADMIN_USERS_COUNT_BOUND + 1 of them (MATERIALIZED, so that no
 * ORDER BY walk is planned for them), and count them once. Up to the bound the page is cut from
 * those rows in the chosen order, and a page past the end is the last one; beyond it, the
 * matches are many, and the page is found by walking the order's index with the LIKE condition
 * (a page within the bound passes over few rows before its own). A search remembered beyond the
 * bound is walked without counting.
 */
async function searchPage(query: UsersQuery): Promise<{ ids: string[]; counted: number }> {
  const bound = ADMIN_USERS_COUNT_BOUND;
  if (manyMatches.has(searchKey(query))) {
    const { page } = pageOf(query.page, ADMIN_USERS_PAGE, bound);
    const [row] = await db().$queryRaw<[{ ids: string[] }]>`SELECT ${walkedIds(query, Prisma.sql`${(page - 1) * ADMIN_USERS_PAGE}::int`)} AS ids`;
    return { ids: row.ids, counted: bound + 1 };
  }
  const order = Prisma.raw(ORDER_SQL[query.sort]);
  const [row] = await db().$queryRaw<[{ counted: number; ids: string[] }]>`
    WITH found AS MATERIALIZED (
      SELECT id, "createdAt", balance FROM "User" WHERE (${searchSql(query.search)}) AND ${inRoleSql(query)} LIMIT ${bound + 1}
    ),
    counted AS MATERIALIZED (SELECT count(*)::int AS n FROM found),
    at AS MATERIALIZED (
      SELECT n, (LEAST(${query.page}::int, GREATEST(1, ceil(LEAST(n, ${bound}::int) / ${ADMIN_USERS_PAGE}::numeric)::int)) - 1) * ${ADMIN_USERS_PAGE}::int AS skip FROM counted
    )
    SELECT (SELECT n FROM at) AS counted, CASE WHEN (SELECT n FROM at) <= ${bound}::int
      THEN ARRAY(SELECT id FROM found ORDER BY ${order} OFFSET (SELECT skip FROM at) LIMIT ${ADMIN_USERS_PAGE})
      ELSE ${walkedIds(query, Prisma.sql`(SELECT skip FROM at)`)}
    END AS ids`;
  if (row.counted > bound) manyMatches.set(searchKey(query), true);
  return row;
}

const inRoleSql = ({ role }: UsersQuery) => Prisma.sql`(${role ?? null}::text IS NULL OR role::text = ${role ?? null}::text)`;

/** The ids of a search's page `skip` rows into the order, found by walking the order's index with LIKE. */
function walkedIds(query: UsersQuery, skip: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`ARRAY(SELECT id FROM "User" WHERE (${searchSql(query.search, "like")}) AND ${inRoleSql(query)} ORDER BY ${Prisma.raw(ORDER_SQL[query.sort])} OFFSET ${skip} LIMIT ${ADMIN_USERS_PAGE})`;
}

/** One page of the users list in the chosen order, with the page fields the list shows; `totalAtLeast`: more users match than `total` says. */
export async function findUsers({ query }: { query: UsersQuery }): Promise<Page & { totalAtLeast: boolean; users: AdminUserRow[] }> {
  const { where, roles } = usersFilter(query);
  const order = ORDER[query.sort];
  let page: Page;
  let ids: { id: string }[];
  let totalAtLeast = false;
  if (query.search && roles.length === 0) {
    // A search by name or phone: its page and its count, up to the bound, in one statement.
    const searched = await searchPage(query);
    totalAtLeast = searched.counted > ADMIN_USERS_COUNT_BOUND;
    page = pageOf(query.page, ADMIN_USERS_PAGE, Math.min(searched.counted, ADMIN_USERS_COUNT_BOUND));
    ids = searched.ids.map((id) => ({ id }));
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
  return { users, ...page, totalAtLeast };
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
