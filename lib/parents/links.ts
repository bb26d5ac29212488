import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { isRecordId } from "@/lib/api/record-id";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import type { Role } from "@/lib/db/generated/enums";
import { requireParent } from "./access";

export type ParentChild = { id: string; fullName: string; role: Role; linkedAt: Date };
export type ChildParent = { id: string; fullName: string; phone: string; linkedAt: Date };

/** The parent's children, in the order they were linked; never anyone else's. */
export async function findChildren(input: { caller: Caller }): Promise<ParentChild[]> {
  requireParent(input.caller);
  const links = await db().parentLink.findMany({
    where: { parentId: input.caller.id },
    orderBy: [{ createdAt: "asc" }, { childId: "asc" }],
    select: { createdAt: true, child: { select: { id: true, fullName: true, role: true } } },
  });
  return links.map((link) => ({ ...link.child, linkedAt: link.createdAt }));
}

/** Only the child and the admins manage a child's parents (issue 38). */
function mayManage(caller: Caller, childId: string): boolean {
  return caller.id === childId || caller.role === "admin";
}

/** The parents linked to a child, for the child (their profile) or an admin. */
export async function findParents(input: { caller: Caller; childId: string }): Promise<ChildParent[]> {
  if (!isRecordId(input.childId)) throw new AppError("user_not_found");
  if (!mayManage(input.caller, input.childId)) throw new AppError("forbidden");
  const child = await db().user.findUnique({ where: { id: input.childId }, select: { id: true } });
  if (!child) throw new AppError("user_not_found");
  const links = await db().parentLink.findMany({
    where: { childId: input.childId },
    orderBy: [{ createdAt: "asc" }, { parentId: "asc" }],
    select: { createdAt: true, parent: { select: { id: true, fullName: true, phone: true } } },
  });
  return links.map((link) => ({ ...link.parent, linkedAt: link.createdAt }));
}

/** The child or an admin ends one parent's link; the parent loses the child on their next request. */
export async function unlinkParent(input: { caller: Caller; childId: string; parentId: string }): Promise<void> {
  if (!isRecordId(input.childId) || !isRecordId(input.parentId)) throw new AppError("not_found");
  if (!mayManage(input.caller, input.childId)) throw new AppError("forbidden");
  const removed = await db().parentLink.deleteMany({ where: { childId: input.childId, parentId: input.parentId } });
  if (removed.count === 0) throw new AppError("not_found");
}
