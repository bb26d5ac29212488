import type { AdminUserRow } from "@/lib/admin/find-users";
import type { Jsonified } from "@/lib/api/client";
import { Role } from "@/lib/db/generated/enums";

export { USER_SORTS as SORTS, type UserSort } from "@/lib/admin/user-sorts";

export const ROLES = Object.values(Role);
export type UserRole = Role;

/** A user as GET /api/admin/users lists them. */
export type AdminUser = Jsonified<AdminUserRow>;

export function isRole(value: string): value is UserRole {
  return (ROLES as readonly string[]).includes(value);
}
