import "server-only";
import { createHmac, randomInt } from "node:crypto";
import { AppError } from "@/lib/errors/app-error";
import { isRecordId } from "@/lib/api/record-id";
import type { Caller } from "@/lib/auth/session";
import { db, type Tx } from "@/lib/db/client";
import { env } from "@/lib/env";
import { isChildRole } from "./access";
import { PAIRING_CODE_ALPHABET, PAIRING_CODE_LENGTH, PAIRING_CODE_TTL_HOURS } from "./rules";

// Pairing codes (issue 38). A code has about 40 bits, few enough that a leaked table under a
// plain hash would give the live ones up at once; kept as an HMAC under the server's secret, it
// gives up nothing without the secret, and can still be found by its hash.

/** The stored form of a (normalised) code. */
export function pairingCodeHash(code: string): string {
  const secret = env().JWT_SECRET;
  if (!secret) throw new Error("JWT_SECRET is not set: start the app through server.ts");
  return createHmac("sha256", secret).update(`pairing:${code}`).digest("hex");
}

function newCode(): string {
  return Array.from({ length: PAIRING_CODE_LENGTH }, () => PAIRING_CODE_ALPHABET[randomInt(PAIRING_CODE_ALPHABET.length)]).join("");
}

/**
 * Who may make a code for a child: the child, or an admin. A teacher's right (the child is in one
 * of their groups) is the `teacherRight` check the teacher's call passes, run in the code's own
 * transaction; nobody else may.
 */
function mayMakeFor(caller: Caller, childId: string, teacherRight: TeacherRight | undefined): boolean {
  return caller.id === childId || caller.role === "admin" || (caller.role === "teacher" && teacherRight !== undefined);
}

/** A teacher's right to make a code for this child, checked (and recorded) in the code's transaction: throws when refused. */
export type TeacherRight = (tx: Tx) => Promise<void>;

export type PairingCodeMade = { code: string; expiresAt: Date };

/**
 * A new single-use code that links a child to a parent, valid 72 hours. The child's older unused
 * codes end with it, so one code at a time is live. Who made it stays on the row.
 */
export async function createPairingCode(input: { caller: Caller; childId: string; teacherRight?: TeacherRight; now?: Date }): Promise<PairingCodeMade> {
  const { caller, childId } = input;
  if (!isRecordId(childId)) throw new AppError("user_not_found");
  if (!mayMakeFor(caller, childId, input.teacherRight)) throw new AppError("forbidden");
  const now = input.now ?? new Date();
  const expiresAt = new Date(now.getTime() + PAIRING_CODE_TTL_HOURS * 3600_000);
  // Two live codes meeting by chance is one in billions; a unique hash makes it a retry, not a mix-up.
  for (let attempt = 0; ; attempt++) {
    const code = newCode();
    try {
      await db().$transaction(async (tx) => {
        await input.teacherRight?.(tx);
        const child = await tx.user.findUnique({ where: { id: childId }, select: { role: true } });
        if (!child) throw new AppError("user_not_found");
        if (!isChildRole(child.role)) throw new AppError("forbidden", "api.problems.pairingStudentsOnly");
        await tx.pairingCode.updateMany({ where: { childId, usedAt: null, expiresAt: { gt: now } }, data: { expiresAt: now } });
        await tx.pairingCode.create({ data: { childId, codeHash: pairingCodeHash(code), createdById: caller.id, createdAt: now, expiresAt } });
      });
      return { code, expiresAt };
    } catch (error) {
      if ((error as { code?: string }).code !== "P2002" || attempt >= 2) throw error;
    }
  }
}
