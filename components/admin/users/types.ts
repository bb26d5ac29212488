import type { AdminUserRow } from "@/lib/admin/find-users";
import type { Jsonified } from "@/lib/api/client";
import type { Role } from "@/lib/users/roles";

export { USER_SORTS as SORTS, type UserSort } from "@/lib/admin/user-sorts";

export { ROLES, isRole } from "@/lib/users/roles";
export type UserRole = Role;

/** A user as GET /api/admin/users lists them. */
export type AdminUser = Jsonified<AdminUserRow>;
