import { z } from "zod";
import type { Prisma } from "@/lib/db/generated/client";
import { db } from "@/lib/db/client";
import { Role } from "@/lib/db/generated/enums";

const ROLES = Object.values(Role);
export const USER_SORTS = ["newest", "oldest", "balance_desc", "balance_asc"] as const;

/** GET /api/admin/users and /export: ?search=&role=&sort= (empty or 'all' role means every role). */
export const usersQuery = z.object({
  search: z.string().trim().max(100, "Qidiruv matni juda uzun").optional().transform((value) => value ?? ""),
  role: z
    .string()
    .optional()
    .transform((value) => (value === undefined || value === "" || value === "all" ? undefined : value))
    .pipe(z.enum(ROLES, { error: "Rol noto'g'ri" }).optional()),
  sort: z
    .string()
    .optional()
    .transform((value) => (value === undefined || value === "" ? "newest" : value))
    .pipe(z.enum(USER_SORTS, { error: "Saralash turi noto'g'ri" })),
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
  balance_desc: [{ balance: "desc" }, { createdAt: "desc" }],
  balance_asc: [{ balance: "asc" }, { createdAt: "desc" }],
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

export async function findUsers({ query }: { query: UsersQuery }): Promise<AdminUserRow[]> {
  return db().user.findMany({ where: usersWhere(query), select: adminUserSelect, orderBy: ORDER[query.sort] });
}
