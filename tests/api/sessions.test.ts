import { describe, expect, it } from "vitest";
import { POST as changePassword } from "@/app/api/auth/change-password/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { POST as register } from "@/app/api/auth/register/route";
import { GET as listSessions } from "@/app/api/auth/sessions/route";
import { DELETE as endSession } from "@/app/api/auth/sessions/[id]/route";
import { POST as endOthers } from "@/app/api/auth/sessions/end-others/route";
import { GET as profile } from "@/app/api/user/profile/route";
import { db } from "@/lib/db/client";
import { call } from "../support/call";
import { createUser, randomPhone, TEST_PASSWORD } from "../support/factories";

// Issue 11 item 8: real sessions. Every sign-in is recorded with its device; the list shows
// them; ending one makes its token a 401 at once; 'end all others' keeps only this one.

const ANDROID = "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

type SessionRow = { id: string; device: string; current: boolean; createdAt: string; lastSeenAt: string };

async function signIn(phone: string, userAgent: string): Promise<string> {
  const res = await call(login, { body: { phone, password: TEST_PASSWORD }, headers: { "user-agent": userAgent } });
  expect(res.status).toBe(200);
  return res.body.token as string;
}

/** An account with no sign-in yet (the factory's own ended): these tests count the sign-ins they make. */
async function account() {
  const user = await createUser();
  await db().session.deleteMany({ where: { userId: user.id } });
  return user;
}

async function sessionsOf(token: string) {
  const res = await call(listSessions, { token });
  return { status: res.status, sessions: (res.body.sessions ?? []) as SessionRow[] };
}

describe("sessions", () => {
  it("records each sign-in with its device and lists them, this one first and marked", async () => {
    const user = await account();
    const phone = await signIn(user.phone, ANDROID);
    const laptop = await signIn(user.phone, WINDOWS);
    const { status, sessions } = await sessionsOf(laptop);
    expect(status).toBe(200);
    expect(sessions.map((session) => [session.device, session.current])).toEqual([
      ["Edge · Windows", true],
      ["Chrome · Android", false],
    ]);
    expect(Date.parse(sessions[0]!.createdAt)).not.toBeNaN();
    expect((await sessionsOf(phone)).sessions[0]).toMatchObject({ device: "Chrome · Android", current: true });
  });

  it("records a registration as a session too", async () => {
    const res = await call(register, {
      body: { fullName: "Yangi Talaba", phone: randomPhone(), password: TEST_PASSWORD, role: "student", meta: { region: "Toshkent", district: "Chirchiq shahri", school: "12-maktab", grade: "9-sinf" } },
      headers: { "user-agent": IPHONE },
    });
    expect(res.status).toBe(201);
    expect((await sessionsOf(res.body.token as string)).sessions).toEqual([expect.objectContaining({ device: "Safari · iOS", current: true })]);
  });

  it("'Chiqarish' ends one session: its token is a 401 at once, the others keep working", async () => {
    const user = await account();
    const phone = await signIn(user.phone, ANDROID);
    const laptop = await signIn(user.phone, WINDOWS);
    const target = (await sessionsOf(laptop)).sessions.find((session) => !session.current)!;
    const res = await call(endSession, { method: "DELETE", params: { id: target.id }, token: laptop });
    expect(res.status).toBe(200);
    expect((await call(profile, { token: phone })).status).toBe(401);
    expect((await call(profile, { token: laptop })).status).toBe(200);
    expect((await sessionsOf(laptop)).sessions.map((session) => session.device)).toEqual(["Edge · Windows"]);
  });

  it("'Barcha qurilmalardan chiqish' ends every other session and old tokens, keeping this one with a new token", async () => {
    const user = await account();
    const phone = await signIn(user.phone, ANDROID);
    const tablet = await signIn(user.phone, IPHONE);
    const laptop = await signIn(user.phone, WINDOWS);
    const res = await call(endOthers, { method: "POST", token: laptop });
    expect(res.status).toBe(200);
    expect(res.body.ended).toBe(2);
    const fresh = res.body.token as string;
    expect(res.headers.get("set-cookie")).toContain("jwt=");
    for (const token of [phone, tablet, user.token]) expect((await call(profile, { token })).status).toBe(401);
    expect((await call(profile, { token: fresh })).status).toBe(200);
    expect((await sessionsOf(fresh)).sessions).toEqual([expect.objectContaining({ device: "Edge · Windows", current: true })]);
  });

  it("a password change ends the other sessions in the list too, keeping this one", async () => {
    const user = await account();
    await signIn(user.phone, ANDROID);
    const laptop = await signIn(user.phone, WINDOWS);
    const res = await call(changePassword, { method: "POST", token: laptop, body: { currentPassword: TEST_PASSWORD, newPassword: "boshqa-parol-1", confirmPassword: "boshqa-parol-1" } });
    expect(res.status).toBe(200);
    expect((await sessionsOf(res.body.token as string)).sessions).toEqual([expect.objectContaining({ device: "Edge · Windows", current: true })]);
  });

  it("drops the user's ended and long-unseen sessions at the next sign-in", async () => {
    const user = await account();
    const old = await signIn(user.phone, ANDROID);
    await call(logout, { method: "POST", token: old });
    const unseen = await db().session.create({ data: { userId: user.id, device: "Chrome · Linux", lastSeenAt: new Date(Date.now() - 8 * 86_400_000) } });
    await signIn(user.phone, WINDOWS);
    const rows = await db().session.findMany({ where: { userId: user.id }, select: { id: true, device: true } });
    expect(rows.map((row) => row.device)).toEqual(["Edge · Windows"]);
    expect(rows.some((row) => row.id === unseen.id)).toBe(false);
  });

  it("logout ends its own session", async () => {
    const user = await account();
    const token = await signIn(user.phone, ANDROID);
    expect((await call(logout, { method: "POST", token })).status).toBe(200);
    expect((await call(profile, { token })).status).toBe(401);
    expect(await db().session.count({ where: { userId: user.id, revokedAt: null } })).toBe(0);
  });

  it("answers 404 for another user's session and changes nothing; 401 without a token", async () => {
    const owner = await account();
    const stranger = await account();
    const ownerToken = await signIn(owner.phone, ANDROID);
    const strangerToken = await signIn(stranger.phone, WINDOWS);
    const [target] = (await sessionsOf(ownerToken)).sessions;
    const res = await call(endSession, { method: "DELETE", params: { id: target!.id }, token: strangerToken });
    expect(res.status).toBe(404);
    expect((await call(profile, { token: ownerToken })).status).toBe(200);
    expect((await call(listSessions)).status).toBe(401);
  });
});
