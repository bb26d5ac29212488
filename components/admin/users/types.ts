export const ROLES = ["student", "student_offline", "admin"] as const;
export type UserRole = (typeof ROLES)[number];
export const SORTS = ["newest", "oldest", "balance_desc", "balance_asc"] as const;
export type UserSort = (typeof SORTS)[number];

export type AdminUser = { id: string; fullName: string; phone: string; role: string; balance: number; step: number; createdAt: string };

export function isRole(value: string): value is UserRole {
  return (ROLES as readonly string[]).includes(value);
}
