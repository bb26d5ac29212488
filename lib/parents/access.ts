import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { isRecordId } from "@/lib/api/record-id";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import type { Role } from "@/lib/db/generated/enums";

// Who is who for issue 38's parents. Every check reads the database (the caller's role comes
// from it on each request, and the link is looked up), so an unlinked parent loses the child
// on their next request.

/** The accounts a parent can link: students, online or offline. */
export function isChildRole(role: Role): boolean {
  return role === "student" || role === "student_offline";
}

/** A parent's calls are theirs alone: anyone else is refused. */
export function requireParent(caller: Caller): void {
  if (caller.role !== "parent") throw new AppError("forbidden", "api.problems.parentsOnly");
}

export type LinkedChild = { id: string; fullName: string; role: Role };

/**
 * The child behind `childId`, when the caller is a parent linked to them: 404 for an unknown id,
 * 403 for somebody else's child (issue 38's contract), both before anything is read.
 */
export async function getLinkedChildOrThrow(caller: Caller, childId: string): Promise<LinkedChild> {
  requireParent(caller);
  if (!isRecordId(childId)) throw new AppError("user_not_found");
  const child = await db().user.findUnique({
    where: { id: childId },
    select: { id: true, fullName: true, role: true, parentLinks: { where: { parentId: caller.id }, select: { parentId: true } } },
  });
  if (!child) throw new AppError("user_not_found");
  if (child.parentLinks.length === 0) throw new AppError("forbidden", "api.problems.notYourChild");
  return { id: child.id, fullName: child.fullName, role: child.role };
}

/** The child as the subject of the student-side reads (payments, courses): the parent reads what the child would. */
export function childAsSubject(child: LinkedChild): Caller {
  return { id: child.id, role: child.role, fullName: child.fullName, phone: "", sessionId: null };
}
