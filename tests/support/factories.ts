import { randomInt } from "node:crypto";
import { hashPassword } from "@/lib/auth/password";
import { signToken } from "@/lib/auth/token";
import { db } from "@/lib/db/client";
import type { Role } from "@/lib/db/generated/enums";

export const TEST_PASSWORD = "secret123";

export function randomPhone(): string {
  return `+99899${String(randomInt(0, 10_000_000)).padStart(7, "0")}`;
}

/** `sessionId`: the sign-in (Session row) its token names, as a login makes one. */
export type TestUser = { id: string; phone: string; fullName: string; role: Role; token: string; sessionId: string };

/**
 * A user straight in the database, signed in. A starting balance is written through the
 * ledger too, so `expectLedgerMatchesBalance` holds from the first line of a test.
 */
export async function createUser(opts: { role?: Role; balance?: number; phone?: string; fullName?: string; password?: string } = {}): Promise<TestUser> {
  const role = opts.role ?? "student";
  const user = await db().user.create({
    data: {
      fullName: opts.fullName ?? `Test ${role}`,
      phone: opts.phone ?? randomPhone(),
      role,
      passwordHash: await hashPassword(opts.password ?? TEST_PASSWORD),
      balance: opts.balance ?? 0,
      ...(opts.balance ? { ledger: { create: { amount: opts.balance, reason: "admin_adjustment" } } } : {}),
    },
    select: { id: true, phone: true, fullName: true, role: true },
  });
  const session = await db().session.create({ data: { userId: user.id, device: "test" }, select: { id: true } });
  const token = await signToken({ sub: user.id, ver: 0, role: user.role, fullName: user.fullName, phone: user.phone, sid: session.id });
  return { ...user, token, sessionId: session.id };
}

/** The DESIGN invariant: a balance always equals the sum of its ledger. */
export async function ledgerAndBalance(userId: string): Promise<{ balance: number; ledger: number }> {
  const user = await db().user.findUniqueOrThrow({ where: { id: userId }, select: { balance: true } });
  const sum = await db().ledgerEntry.aggregate({ where: { userId }, _sum: { amount: true } });
  return { balance: user.balance, ledger: sum._sum.amount ?? 0 };
}
