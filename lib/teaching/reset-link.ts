import "server-only";
import type { Caller } from "@/lib/auth/session";
import { createResetLink } from "@/lib/recovery/password-reset";
import { taughtStudent } from "./access";
import { recordTeacherAction } from "./audit";

/**
 * A one-time reset link for a student of the teacher's own group (issue 39, "Reset link by
 * staff"): the admin's link (lib/recovery), made only after the right is checked in its own
 * transaction, and written to the teacher's log. The link itself is never logged.
 */
export async function createTeacherResetLink({ caller, studentId }: { caller: Caller; studentId: string }): Promise<{ token: string; expiresAt: Date }> {
  return createResetLink({
    userId: studentId,
    adminId: caller.id,
    within: async (tx) => {
      await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${studentId} FOR UPDATE`;
      await taughtStudent(caller, studentId, tx);
      await recordTeacherAction(tx, { caller, studentId, action: "reset_link", before: null, after: { made: true } });
    },
  });
}
