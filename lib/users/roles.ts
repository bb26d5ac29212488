import { Role } from "@/lib/db/generated/enums";

// The roles, declared once: the generated Prisma enum (no server code, so client components
// and zod schemas on both sides read it from here).
export { Role };

/** Every role, in the schema's order (student, student_offline, admin). */
export const ROLES = Object.values(Role) as [Role, ...Role[]];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}
