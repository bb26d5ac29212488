import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { countAttempts, refundAttempts, tooManyFor } from "@/lib/auth/rate-limit";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { isChildRole, requireParent, type LinkedChild } from "./access";
import { pairingCodeHash } from "./pairing-code";
import {
  isPairingCodeShape,
  MAX_PARENTS_PER_CHILD,
  normalisePairingCode,
  PAIRING_WINDOW_MINUTES,
  PAIRING_WRONG_PER_ADDRESS,
  PAIRING_WRONG_PER_PARENT,
} from "./rules";

function pairingLimits(parentId: string, clientAddress: string) {
  return [
    { key: `pairing:parent:${parentId}`, max: PAIRING_WRONG_PER_PARENT, windowMinutes: PAIRING_WINDOW_MINUTES },
    { key: `pairing:address:${clientAddress}`, max: PAIRING_WRONG_PER_ADDRESS, windowMinutes: PAIRING_WINDOW_MINUTES },
  ];
}

/**
 * A parent types a child's code and the child is linked. Wrong codes are limited per parent and
 * per address: every try is counted before the code is looked at (so parallel guesses cannot all
 * pass the limit), and a try that links a child is given back.
 *
 * Two parents with one code at once: the code is spent by one conditional UPDATE (`usedAt IS
 * NULL`), so the second waits on the row, finds it spent and gets 409. The three-parent limit is
 * counted under a transaction lock of the child's links (an advisory lock on the child's id, not
 * the User row, so the child's payments never wait on it); two codes of one child redeemed at
 * once therefore count one after the other. A refusal rolls the spending of the code back.
 */
export async function redeemPairingCode(input: { caller: Caller; code: string; clientAddress: string }): Promise<LinkedChild> {
  const { caller } = input;
  requireParent(caller);
  const limits = pairingLimits(caller.id, input.clientAddress);
  const over = await countAttempts(limits);
  if (over.length) throw tooManyFor(over);

  const code = normalisePairingCode(input.code);
  if (!isPairingCodeShape(code)) throw new AppError("pairing_code_invalid");
  const codeHash = pairingCodeHash(code);

  const child = await db().$transaction(async (tx) => {
    const spent = await tx.$queryRaw<{ childId: string }[]>`
      UPDATE "PairingCode" SET "usedAt" = now(), "usedById" = ${caller.id}
      WHERE "codeHash" = ${codeHash} AND "usedAt" IS NULL AND "expiresAt" > now()
      RETURNING "childId"`;
    const childId = spent[0]?.childId;
    if (!childId) {
      const known = await tx.pairingCode.findUnique({ where: { codeHash }, select: { usedAt: true } });
      throw new AppError(known?.usedAt ? "pairing_code_used" : "pairing_code_invalid");
    }
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`parent-links:${childId}`}, 0))`;
    const found = await tx.user.findUnique({ where: { id: childId }, select: { id: true, fullName: true, role: true } });
    if (!found || !isChildRole(found.role)) throw new AppError("pairing_code_invalid");
    const links = await tx.parentLink.findMany({ where: { childId }, select: { parentId: true } });
    if (links.some((link) => link.parentId === caller.id)) throw new AppError("already_linked");
    if (links.length >= MAX_PARENTS_PER_CHILD) throw new AppError("too_many_parents");
    await tx.parentLink.create({ data: { parentId: caller.id, childId } });
    return found;
  });
  await refundAttempts(limits.map((limit) => limit.key));
  return child;
}
