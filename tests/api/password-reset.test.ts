import { afterEach, describe, expect, it } from "vitest";
import { GET as resetLinks, POST as makeLink } from "@/app/api/admin/users/[id]/password-reset/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as confirm } from "@/app/api/auth/password-reset/confirm/route";
import { POST as useLink } from "@/app/api/auth/password-reset/link/route";
import { POST as request } from "@/app/api/auth/password-reset/request/route";
import { GET as sessions } from "@/app/api/auth/sessions/route";
import { db } from "@/lib/db/client";
import { resetEnvCache } from "@/lib/env";
import { call } from "../support/call";
import { createUser, randomPhone, TEST_PASSWORD } from "../support/factories";

// Issue 39: account recovery, by a code sent through the outbox and by an admin's link.

let addressSeq = 0;
const freshAddress = () => `203.0.113.${++addressSeq}`;
const NEW_PASSWORD = "brand-new-pass";

afterEach(() => {
  delete process.env.RATE_LIMIT_RESET_PER_ADDRESS;
  delete process.env.RATE_LIMIT_RESET_PER_PHONE;
  resetEnvCache();
});

/** The code in the latest outbox message to `phone` (what the SMS says). */
async function sentCode(phone: string): Promise<string> {
  const message = await db().outboxMessage.findFirstOrThrow({ where: { recipient: phone, kind: "password_reset_code" }, orderBy: { createdAt: "desc" } });
  return /\b(\d{6})\b/.exec(message.text)![1]!;
}

const ask = (phone: string, clientAddress = freshAddress(), headers: Record<string, string> = {}) => call(request, { body: { phone }, clientAddress, headers });
// The once-a-minute window has passed (the test stands in for the clock).
const aMinuteLater = (phone: string) => db().rateLimitCounter.deleteMany({ where: { key: `reset:minute:${phone}` } });
const signedIn = async (token: string) => (await call(sessions, { token })).status;

describe("POST /api/auth/password-reset/request", () => {
  it("answers the same for a known and an unknown phone, and sends a code only to the known one", async () => {
    const user = await createUser();
    const unknown = randomPhone();
    const known = await ask(user.phone);
    const stranger = await ask(unknown);
    expect(known.status).toBe(200);
    expect(stranger.status).toBe(known.status);
    // The same words, each echoing the phone it was asked about.
    const message = "Agar bu raqam ro'yxatdan o'tgan bo'lsa, unga tasdiqlash kodi yuborildi";
    expect(known.body).toEqual({ success: true, phone: user.phone, message });
    expect(stranger.body).toEqual({ success: true, phone: unknown, message });
    expect(Object.keys(stranger.body).sort()).toEqual(Object.keys(known.body).sort());
    expect(await db().outboxMessage.count({ where: { recipient: unknown } })).toBe(0);
    const sms = await db().outboxMessage.findFirstOrThrow({ where: { recipient: user.phone } });
    expect(sms).toMatchObject({ channel: "sms", status: "pending", kind: "password_reset_code" });
    const code = await sentCode(user.phone);
    // The code is stored hashed, never as it is.
    const reset = await db().passwordReset.findFirstOrThrow({ where: { userId: user.id, kind: "code" } });
    expect(reset.secretHash).not.toContain(code);
    expect(reset.secretHash).toMatch(/^\$2[aby]\$/);
    expect(reset.expiresAt.getTime() - reset.createdAt.getTime()).toBe(10 * 60_000);
  });

  it("writes the message in the asker's language", async () => {
    const user = await createUser();
    await ask(user.phone, freshAddress(), { "accept-language": "ru" });
    const message = await db().outboxMessage.findFirstOrThrow({ where: { recipient: user.phone } });
    expect(message.text).toMatch(/^Qadam: код для сброса пароля \d{6}\. Действует 10 минут/);
  });

  it("sends a phone at most one code a minute and a few an hour, known or not, and limits an address", async () => {
    process.env.RATE_LIMIT_RESET_PER_PHONE = "2";
    process.env.RATE_LIMIT_RESET_PER_ADDRESS = "3";
    resetEnvCache();
    const user = await createUser();
    for (const phone of [user.phone, randomPhone()]) {
      expect((await ask(phone)).status).toBe(200);
      const again = await ask(phone);
      expect(again.status).toBe(429);
      expect(again.body).toMatchObject({ code: "too_many_attempts" });
      await aMinuteLater(phone);
      expect((await ask(phone)).status).toBe(200);
      await aMinuteLater(phone);
      expect((await ask(phone)).status).toBe(429);
    }
    expect(await db().outboxMessage.count({ where: { recipient: user.phone } })).toBe(2);
    const address = freshAddress();
    for (let i = 0; i < 3; i++) expect((await ask(randomPhone(), address)).status).toBe(200);
    expect((await ask(randomPhone(), address)).status).toBe(429);
  });

  it("refuses bad input with 400 and writes nothing", async () => {
    for (const body of [{}, { phone: "" }, { phone: "+99890\u0000123456" }, { phone: 998901234567 }, { phone: "12" }]) {
      const answer = await call(request, { body, clientAddress: freshAddress() });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, code: "invalid_input" });
    }
    expect((await call(request, { body: "{not json", clientAddress: freshAddress() })).status).toBe(400);
    expect(await db().passwordReset.count({ where: { kind: "code", user: { phone: { startsWith: "+99890" } } } })).toBe(0);
  });
});

describe("POST /api/auth/password-reset/confirm", () => {
  it("sets the new password, ends every old session, and signs in like login", async () => {
    const user = await createUser();
    const loggedIn = await call(login, { body: { phone: user.phone, password: TEST_PASSWORD }, clientAddress: freshAddress() });
    const oldToken = loggedIn.body.token as string;
    expect(await signedIn(oldToken)).toBe(200);
    await ask(user.phone);
    const answer = await call(confirm, { body: { phone: user.phone, code: await sentCode(user.phone), newPassword: NEW_PASSWORD }, clientAddress: freshAddress() });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, message: "Yangi parol o'rnatildi", token: expect.any(String), user: { id: user.id, phone: user.phone } });
    expect(answer.headers.get("set-cookie")).toMatch(/^jwt=[^;]+;.*HttpOnly/i);
    expect(await signedIn(oldToken)).toBe(401);
    expect(await signedIn(user.token)).toBe(401);
    expect(await signedIn(answer.body.token as string)).toBe(200);
    expect((await call(login, { body: { phone: user.phone, password: TEST_PASSWORD }, clientAddress: freshAddress() })).status).toBe(401);
    expect((await call(login, { body: { phone: user.phone, password: NEW_PASSWORD }, clientAddress: freshAddress() })).status).toBe(200);
  });

  it("refuses a code used once already, an expired one, and one a newer code voided", async () => {
    const user = await createUser();
    await ask(user.phone);
    const first = await sentCode(user.phone);
    await aMinuteLater(user.phone);
    await ask(user.phone);
    const second = await sentCode(user.phone);
    const voided = await call(confirm, { body: { phone: user.phone, code: first, newPassword: NEW_PASSWORD }, clientAddress: freshAddress() });
    // A code equal by chance to the newer one would be right; otherwise the voided one is refused.
    if (first !== second) expect(voided.body).toMatchObject({ success: false, code: "reset_code_invalid" });
    expect((await call(confirm, { body: { phone: user.phone, code: second, newPassword: NEW_PASSWORD }, clientAddress: freshAddress() })).status).toBe(200);
    const reused = await call(confirm, { body: { phone: user.phone, code: second, newPassword: "another-one" }, clientAddress: freshAddress() });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ code: "reset_code_invalid" });

    await aMinuteLater(user.phone);
    await ask(user.phone);
    const late = await sentCode(user.phone);
    await db().passwordReset.updateMany({ where: { userId: user.id, usedAt: null, voidedAt: null }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await call(confirm, { body: { phone: user.phone, code: late, newPassword: "another-one" }, clientAddress: freshAddress() })).body).toMatchObject({ code: "reset_code_invalid" });
    expect((await call(login, { body: { phone: user.phone, password: NEW_PASSWORD }, clientAddress: freshAddress() })).status).toBe(200);
  });

  it("checks at most five guesses of a code, however many arrive at once, then voids it", async () => {
    const user = await createUser();
    await ask(user.phone);
    const code = await sentCode(user.phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    const guesses = await Promise.all(
      Array.from({ length: 20 }, () => call(confirm, { body: { phone: user.phone, code: wrong, newPassword: NEW_PASSWORD }, clientAddress: freshAddress() })),
    );
    expect(guesses.every((guess) => guess.status === 400 && guess.body.code === "reset_code_invalid")).toBe(true);
    const reset = await db().passwordReset.findFirstOrThrow({ where: { userId: user.id, kind: "code" } });
    expect(reset.attempts).toBe(5);
    expect(reset.voidedAt).not.toBeNull();
    const right = await call(confirm, { body: { phone: user.phone, code, newPassword: NEW_PASSWORD }, clientAddress: freshAddress() });
    expect(right.body).toMatchObject({ code: "reset_code_invalid" });
    expect((await call(login, { body: { phone: user.phone, password: TEST_PASSWORD }, clientAddress: freshAddress() })).status).toBe(200);
  });

  it("answers an unknown phone as it answers a wrong code", async () => {
    const user = await createUser();
    await ask(user.phone);
    const wrong = await call(confirm, { body: { phone: user.phone, code: "000000" === (await sentCode(user.phone)) ? "111111" : "000000", newPassword: NEW_PASSWORD }, clientAddress: freshAddress() });
    const unknown = await call(confirm, { body: { phone: randomPhone(), code: "000000", newPassword: NEW_PASSWORD }, clientAddress: freshAddress() });
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
  });

  it("refuses bad input with 400", async () => {
    const user = await createUser();
    for (const body of [
      {},
      { phone: user.phone, code: "12345", newPassword: NEW_PASSWORD },
      { phone: user.phone, code: "12345a", newPassword: NEW_PASSWORD },
      { phone: user.phone, code: "123456", newPassword: "short" },
      { phone: user.phone, code: "123456", newPassword: "x".repeat(73) },
      { phone: user.phone, code: "12\u00003456", newPassword: NEW_PASSWORD },
      { phone: user.phone, code: 123456, newPassword: NEW_PASSWORD },
    ]) {
      const answer = await call(confirm, { body, clientAddress: freshAddress() });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ success: false, code: "invalid_input" });
    }
  });
});

describe("POST /api/admin/users/{id}/password-reset and /api/auth/password-reset/link", () => {
  it("makes a one-time link that sets the password, ends the old sessions and signs in; who made it is recorded", async () => {
    const admin = await createUser({ role: "admin" });
    const user = await createUser();
    const before = Date.now();
    const made = await call(makeLink, { token: admin.token, params: { id: user.id } });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ success: true, link: expect.stringMatching(/^http:\/\/localhost:3000\/reset\?token=[A-Za-z0-9_-]{43}$/), expiresAt: expect.any(String) });
    const expiresIn = new Date(made.body.expiresAt as string).getTime() - before;
    expect(expiresIn).toBeGreaterThanOrEqual(24 * 3600_000 - 1000);
    expect(expiresIn).toBeLessThanOrEqual(24 * 3600_000 + 5000);
    const token = new URL(made.body.link as string).searchParams.get("token")!;
    const row = await db().passwordReset.findFirstOrThrow({ where: { userId: user.id, kind: "link" } });
    expect(row).toMatchObject({ createdById: admin.id, usedAt: null });
    expect(row.secretHash).not.toContain(token);

    const answer = await call(useLink, { body: { token, newPassword: NEW_PASSWORD } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, token: expect.any(String), user: { id: user.id } });
    expect(await signedIn(user.token)).toBe(401);
    expect(await signedIn(answer.body.token as string)).toBe(200);
    const again = await call(useLink, { body: { token, newPassword: "another-one" } });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: "reset_link_invalid" });
    expect((await call(login, { body: { phone: user.phone, password: NEW_PASSWORD }, clientAddress: freshAddress() })).status).toBe(200);
  });

  it("voids the older link when a new one is made, and refuses an expired or unknown one", async () => {
    const admin = await createUser({ role: "admin" });
    const user = await createUser();
    const tokenOf = async () => new URL((await call(makeLink, { token: admin.token, params: { id: user.id } })).body.link as string).searchParams.get("token")!;
    const older = await tokenOf();
    const newer = await tokenOf();
    expect((await call(useLink, { body: { token: older, newPassword: NEW_PASSWORD } })).body).toMatchObject({ code: "reset_link_invalid" });
    await db().passwordReset.updateMany({ where: { userId: user.id, usedAt: null, voidedAt: null }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await call(useLink, { body: { token: newer, newPassword: NEW_PASSWORD } })).body).toMatchObject({ code: "reset_link_invalid" });
    expect((await call(useLink, { body: { token: "A".repeat(43), newPassword: NEW_PASSWORD } })).body).toMatchObject({ code: "reset_link_invalid" });
    expect(await signedIn(user.token)).toBe(200);
  });

  it("refuses no token (401), a student (403), a bad id (400), an unknown user (404); bad link input is 400", async () => {
    const student = await createUser();
    const admin = await createUser({ role: "admin" });
    expect((await call(makeLink, { method: "POST", params: { id: student.id } })).status).toBe(401);
    expect((await call(makeLink, { method: "POST", token: student.token, params: { id: student.id } })).status).toBe(403);
    expect((await call(makeLink, { method: "POST", token: admin.token, params: { id: "not an id" } })).status).toBe(400);
    const unknown = await call(makeLink, { method: "POST", token: admin.token, params: { id: "cm0000000000000000000000" } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: "user_not_found" });
    expect(await db().passwordReset.count({ where: { userId: student.id } })).toBe(0);
    for (const body of [{}, { token: "short", newPassword: NEW_PASSWORD }, { token: `${"A".repeat(42)}\u0000`, newPassword: NEW_PASSWORD }, { token: "A".repeat(43), newPassword: "123" }]) {
      expect((await call(useLink, { body })).status).toBe(400);
    }
  });

  it("shows the admin who made each link and when, newest first, with what became of it", async () => {
    const maker = await createUser({ role: "admin", fullName: "Aziza Admin" });
    const reader = await createUser({ role: "admin" });
    const user = await createUser();
    expect(await call(resetLinks, { token: reader.token, params: { id: user.id } })).toMatchObject({ status: 200, body: { links: [] } });
    const first = await call(makeLink, { token: maker.token, params: { id: user.id } });
    const second = await call(makeLink, { token: reader.token, params: { id: user.id } });
    const res = await call(resetLinks, { token: reader.token, params: { id: user.id } });
    expect(res.status).toBe(200);
    const links = res.body.links as { createdBy: { id: string; fullName: string } | null; createdAt: string; expiresAt: string; voidedAt: string | null; usedAt: string | null }[];
    expect(links.map((link) => [link.createdBy?.fullName, link.expiresAt, Boolean(link.voidedAt), link.usedAt])).toEqual([
      [reader.fullName, second.body.expiresAt, false, null],
      ["Aziza Admin", first.body.expiresAt, true, null],
    ]);
    expect(JSON.stringify(res.body)).not.toMatch(/secretHash|token/);
    await db().user.delete({ where: { id: maker.id } });
    const after = (await call(resetLinks, { token: reader.token, params: { id: user.id } })).body.links as { createdBy: unknown }[];
    expect(after[1]!.createdBy).toBeNull();
  });

  it("refuses the list to no token (401), a student (403), and answers 404 for an unknown user", async () => {
    const student = await createUser();
    const admin = await createUser({ role: "admin" });
    expect((await call(resetLinks, { params: { id: student.id } })).status).toBe(401);
    expect((await call(resetLinks, { token: student.token, params: { id: student.id } })).status).toBe(403);
    expect((await call(resetLinks, { token: admin.token, params: { id: "cm0000000000000000000000" } })).body).toMatchObject({ code: "user_not_found" });
  });
});
