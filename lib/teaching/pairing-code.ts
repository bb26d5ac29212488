import "server-only";
import type { Caller } from "@/lib/auth/session";
import { createPairingCode, type PairingCodeMade } from "@/lib/parents/pairing-code";
import { taughtStudent } from "./access";
import { recordTeacherAction } from "./audit";

/**
 * A pairing code for a student of the teacher's own group, to give the student's parent (issue
 * 38): the right is checked, and the code written to the teacher's log, in the code's own
 * transaction. The code itself is never logged.
 */
export function createTeacherPairingCode({ caller, studentId }: { caller: Caller; studentId: string }): Promise<PairingCodeMade> {
  return createPairingCode({
    caller,
    childId: studentId,
    teacherRight: async (tx) => {
      await taughtStudent(caller, studentId, tx);
      await recordTeacherAction(tx, { caller, studentId, action: "pairing_code", before: null, after: { made: true } });
    },
  });
}
