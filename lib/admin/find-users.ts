import "server-only";
import { z } from "zod";
import { EXPORT_BATCH, pageOf, pageParam, searchParam, type Page } from "@/lib/admin/paging";
import type { Prisma } from "@/lib/db/generated/client";
import { db } from "@/lib/db/client";
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
export function usersWhere({ search, role }: UsersQuery): Prisma.UserWhereInput {
  const where: Prisma.UserWhereInput = role ? { role } : {};
  if (!search) return where;
  const lower = search.toLowerCase();
  const digits = search.replace(/[\s()-]/g, "");
  const roles = ROLES.filter((name) => name.includes(lower));
  return {
    ...where,
    OR: [
      { fullName: { contains: search, mode: "insensitive" } },
      { phone: { contains: digits || search } },
      ...(roles.length ? [{ role: { in: roles } }] : []),
    ],
  };
}

/** One page of the users list in the chosen order, with the page fields the list shows. */
export async function findUsers({ query }: { query: UsersQuery }): Promise<Page & { users: AdminUserRow[] }> {
  const where = usersWhere(query);
  // The page's ids first (the skipped rows are passed over in the index), then their columns.
  const read = async (skip: number) => {
    const ids = await db().user.findMany({ where, select: { id: true }, orderBy: ORDER[query.sort], skip, take: ADMIN_USERS_PAGE });
    if (ids.length === 0) return [];
    return db().user.findMany({ where: { id: { in: ids.map((row) => row.id) } }, select: adminUserSelect, orderBy: ORDER[query.sort] });
  };
  const [total, users] = await Promise.all([db().user.count({ where }), read((query.page - 1) * ADMIN_USERS_PAGE)]);
  const { skip, ...page } = pageOf(query.page, ADMIN_USERS_PAGE, total);
  return { users: page.page === query.page ? users : await read(skip), ...page };
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
