import "server-only";
import { createHash, randomBytes, randomInt } from "node:crypto";
import type { z } from "zod";
import { AppError } from "@/lib/errors/app-error";
import { apiText } from "@/lib/i18n/api-text";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { clearLoginLock } from "@/lib/auth/login-throttle";
import { consumeAttempts } from "@/lib/auth/rate-limit";
import { revokeOtherSessions } from "@/lib/auth/sessions/revoke-other-sessions";
import { db, type Tx } from "@/lib/db/client";
import { env } from "@/lib/env";
import type { Locale } from "@/lib/i18n/locales";
import { enqueueMessages } from "@/lib/outbox/enqueue";
import { disconnectUserSockets } from "@/lib/realtime/publish";
import { profileSelect, type Profile } from "@/lib/users/shapes";
import { CODE_DIGITS, CODE_MAX_TRIES, CODE_TTL_MINUTES, LINK_TTL_HOURS, type resetConfirmBody, type resetLinkBody } from "./rules";

// Account recovery (issue 39; docs/decisions.md "Account recovery"). A link's token has 256
// random bits, so SHA-256 is enough to store it and find it again; a code has six digits, which
// a leaked table would give up at once under a fast hash, so it is stored by bcrypt.

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

// Compared against when there is no code to check, so a wrong phone costs what a wrong code does.
let dummyHash: Promise<string> | undefined;
const timingHash = () => (dummyHash ??= hashPassword("000000"));

/**
 * A one-time reset link for a user, made by an admin: valid 24 hours, and the user's older links
 * die with it. Who made it and when stay on the row.
 */
export async function createResetLink(input: {
  userId: string;
  adminId: string;
  /** Runs in the link's transaction, before it is written (a teacher's access check and audit row). */
  within?: (tx: Tx) => Promise<void>;
}): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const createdAt = new Date();
  const expiresAt = new Date(createdAt.getTime() + LINK_TTL_HOURS * 3600_000);
  await db().$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: input.userId }, select: { id: true } });
    if (!user) throw new AppError("user_not_found");
    await input.within?.(tx);
    await tx.passwordReset.updateMany({ where: { userId: user.id, kind: "link", usedAt: null, voidedAt: null }, data: { voidedAt: new Date() } });
    await tx.passwordReset.create({ data: { userId: user.id, kind: "link", secretHash: sha256(token), createdById: input.adminId, createdAt, expiresAt } });
  });
  return { token, expiresAt };
}

/**
 * How often a phone may be sent a code: once a minute, then a few times an hour; an address a
 * few more. The minute is counted first and alone, so asking again too soon does not use up the hour.
 */
export function codeRequestLimits(phone: string, clientAddress: string) {
  const { RATE_LIMIT_RESET_PER_PHONE, RATE_LIMIT_RESET_PER_ADDRESS } = env();
  return {
    minute: [{ key: `reset:minute:${phone}`, max: 1, windowMinutes: 1 }],
    hour: [
      { key: `reset:phone:${phone}`, max: RATE_LIMIT_RESET_PER_PHONE, windowMinutes: 60 },
      { key: `reset:address:${clientAddress}`, max: RATE_LIMIT_RESET_PER_ADDRESS, windowMinutes: 60 },
    ],
  };
}

/**
 * Sends a six-digit code to the owner of `phone` (their Telegram when linked, else SMS), by the outbox in the same transaction as the
 * code; the user's older codes die. The caller learns nothing: an unknown phone is counted
 * against the same limits and costs the same bcrypt hash, and the answer is the same.
 */
export async function requestResetCode(input: { phone: string; clientAddress: string; locale: Locale }): Promise<void> {
  await sendCode({ ...input, purpose: "reset" });
}

/** What a code is asked for: the message names it (both prove the phone, and either spends it). */
type CodePurpose = "reset" | "login";
const CODE_MESSAGES = {
  reset: { text: "api.outbox.resetCode", kind: "password_reset_code" },
  login: { text: "api.outbox.loginCode", kind: "login_code" },
} as const;

/**
 * A six-digit code to the owner of `phone`, for `purpose`, under the reset codes' limits (one
 * code per phone at a time, whatever it was asked for: the older one dies).
 */
export async function sendCode(input: { phone: string; clientAddress: string; locale: Locale; purpose: CodePurpose }): Promise<void> {
  const limits = codeRequestLimits(input.phone, input.clientAddress);
  await consumeAttempts(limits.minute);
  await consumeAttempts(limits.hour);
  const code = String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, "0");
  const secretHash = await hashPassword(code);
  const user = await db().user.findUnique({ where: { phone: input.phone }, select: { id: true, phone: true, telegramChatId: true } });
  if (!user) return;
  const now = new Date();
  await db().$transaction(async (tx) => {
    await tx.passwordReset.updateMany({ where: { userId: user.id, kind: "code", usedAt: null, voidedAt: null }, data: { voidedAt: new Date() } });
    const reset = await tx.passwordReset.create({
      data: { userId: user.id, kind: "code", secretHash, createdAt: now, expiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * 60_000) },
      select: { id: true },
    });
    const message = CODE_MESSAGES[input.purpose];
    const text = apiText(input.locale, { key: message.text, values: { code, minutes: CODE_TTL_MINUTES } });
    // The user's linked Telegram first, else an SMS to the phone.
    const to = user.telegramChatId ? { channel: "telegram" as const, recipient: user.telegramChatId } : { channel: "sms" as const, recipient: user.phone };
    await enqueueMessages(tx, [{ eventKey: `${message.kind}:${reset.id}`, kind: message.kind, ...to, text }]);
  });
}

type SessionUser = Profile & { tokenVersion: number };

/**
 * Spends a reset and sets the password, in one transaction: the token version moves and every
 * session ends, so no token from before works (the caller signs the user in afresh). A reset
 * spent, voided or expired in the meantime refuses with `refusal`.
 */
async function completeReset(resetId: string, newPassword: string, refusal: "reset_code_invalid" | "reset_link_invalid"): Promise<SessionUser> {
  const passwordHash = await hashPassword(newPassword);
  const user = await db().$transaction(async (tx) => {
    const [spent] = await tx.$queryRaw<{ userId: string }[]>`
      UPDATE "PasswordReset" SET "usedAt" = now()
      WHERE "id" = ${resetId} AND "usedAt" IS NULL AND "voidedAt" IS NULL AND "expiresAt" > now()
      RETURNING "userId"`;
    if (!spent) throw new AppError(refusal);
    // Whatever other way back was open (a code, a link) closes with this one.
    await tx.passwordReset.updateMany({ where: { userId: spent.userId, usedAt: null, voidedAt: null }, data: { voidedAt: new Date() } });
    await revokeOtherSessions({ userId: spent.userId, keepId: null }, tx);
    const changed = await tx.user.update({
      where: { id: spent.userId },
      data: { passwordHash, tokenVersion: { increment: 1 } },
      select: { ...profileSelect, tokenVersion: true },
    });
    // Wrong guesses were against a password that is gone: a code or a staff link proved the
    // owner, so a phone strangers locked opens again on any device (issue 44 item 5).
    await clearLoginLock(changed.phone, tx);
    return changed;
  });
  disconnectUserSockets(user.id);
  return user;
}

/** Sets a new password with a code (checkCode). */
export async function confirmResetCode(input: z.output<typeof resetConfirmBody> & { clientAddress: string }): Promise<SessionUser> {
  const resetId = await checkCode(input);
  return completeReset(resetId, input.newPassword, "reset_code_invalid");
}

/**
 * The phone's live code when `code` is it, else `reset_code_invalid`. Each try is counted on
 * the code before it is checked (one atomic UPDATE), so parallel guesses get five checks in
 * all; the fifth wrong one voids it. Tries per address are limited as logins are.
 */
export async function checkCode(input: { phone: string; code: string; clientAddress: string }): Promise<string> {
  const { RATE_LIMIT_LOGIN_ATTEMPTS_PER_ADDRESS, RATE_LIMIT_WINDOW_MINUTES } = env();
  await consumeAttempts([{ key: `reset:confirm:${input.clientAddress}`, max: RATE_LIMIT_LOGIN_ATTEMPTS_PER_ADDRESS, windowMinutes: RATE_LIMIT_WINDOW_MINUTES }]);
  const [live] = await db().$queryRaw<{ id: string; secretHash: string; attempts: number }[]>`
    UPDATE "PasswordReset" SET "attempts" = "attempts" + 1
    WHERE "id" = (
      SELECT r."id" FROM "PasswordReset" r JOIN "User" u ON u."id" = r."userId"
      WHERE u."phone" = ${input.phone} AND r."kind" = 'code' AND r."usedAt" IS NULL AND r."voidedAt" IS NULL AND r."expiresAt" > now()
      ORDER BY r."createdAt" DESC LIMIT 1
    ) AND "attempts" < ${CODE_MAX_TRIES} AND "usedAt" IS NULL AND "voidedAt" IS NULL
    RETURNING "id", "secretHash", "attempts"`;
  const right = await verifyPassword(input.code, live?.secretHash ?? (await timingHash()));
  if (!live) throw new AppError("reset_code_invalid");
  if (!right) {
    if (live.attempts >= CODE_MAX_TRIES) await db().passwordReset.update({ where: { id: live.id }, data: { voidedAt: new Date() } });
    throw new AppError("reset_code_invalid");
  }
  return live.id;
}

/** Sets a new password with an admin's link. */
export async function resetWithLink(input: z.output<typeof resetLinkBody>): Promise<SessionUser> {
  const reset = await db().passwordReset.findFirst({ where: { kind: "link", secretHash: sha256(input.token) }, select: { id: true } });
  if (!reset) throw new AppError("reset_link_invalid");
  return completeReset(reset.id, input.newPassword, "reset_link_invalid");
}
