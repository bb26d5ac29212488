import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/auth/session";
import { db, type Tx } from "@/lib/db/client";
import type { Role } from "@/lib/db/generated/enums";
import { adminUserSelect, toAdminUserView, type AdminUserView } from "./admin-user-view";

export type LockedUser = { id: string; role: Role; balance: number; warnings: string[] };

/** Locks the user's row for the rest of the transaction; concurrent edits of one user queue up. */
export async function lockUser(tx: Tx, userId: string): Promise<LockedUser> {
  const rows = await tx.$queryRaw<LockedUser[]>`
    SELECT id, role::text AS role, balance, warnings FROM "User" WHERE id = ${userId} FOR UPDATE`;
  const user = rows[0];
  if (!user) throw new AppError("user_not_found");
  return user;
}

/**
 * Refuses to leave the academy without an admin. The admins' rows are locked first, so two
 * admins demoting or deleting each other at the same moment cannot both pass the count; every
 * caller takes these locks before the user's own row, always in that order, so they queue up
 * instead of deadlocking.
 */
export async function assertAnotherAdminRemains(tx: Tx, userId: string): Promise<void> {
  const admins = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "User" WHERE role = 'admin' ORDER BY id FOR UPDATE`;
  if (!admins.some((admin) => admin.id !== userId)) throw new AppError("last_admin");
}

/** The whole record of a user as an admin sees it: the user's page, and what an edit answers with, read after its commit. */
export async function getAdminUserView(userId: string, now: Date): Promise<AdminUserView> {
  const row = await db().user.findUnique({ where: { id: userId }, select: adminUserSelect });
  if (!row) throw new AppError("user_not_found");
  return toAdminUserView(row, now);
}

/** What an admin's edit of one user gets: who asks, whom, the form's fields, and the clock. */
export type UserEdit<Input> = { caller: Caller; userId: string; input: Input; now?: Date };

export type UserEditResult = { message: string; user: AdminUserView };

/** A unique phone raced in by another request between the check and the write is still a 409. */
export function phoneTakenOnUniqueViolation(error: unknown): never {
  if ((error as { code?: string }).code === "P2002") throw new AppError("phone_taken");
  throw error;
}
