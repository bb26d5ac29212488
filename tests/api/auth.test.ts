import { describe, expect, it } from "vitest";
import { POST as changePassword } from "@/app/api/auth/change-password/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { POST as register } from "@/app/api/auth/register/route";
import { GET as profile } from "@/app/api/user/profile/route";
import { signToken } from "@/lib/auth/token";
import { db } from "@/lib/db/client";
import { call } from "../support/call";
import { createUser, randomPhone, TEST_PASSWORD } from "../support/factories";

const meta = { region: "Toshkent", district: "Chirchiq shahri", school: "12-maktab", grade: "9-sinf" };

function registration(overrides: Record<string, unknown> = {}) {
  return { fullName: "Aziza Karimova", phone: randomPhone(), password: "secret123", role: "student", meta, ...overrides };
}

describe("POST /api/auth/register", () => {
  it("creates a student, answers a token and sets the httpOnly cookie", async () => {
    const body = registration({ phone: "+998 97 123 45 67" });
    const res = await call(register, { body });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, user: { fullName: "Aziza Karimova", phone: "+998971234567", role: "student", balance: 0 } });
    expect(typeof res.body.token).toBe("string");
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^jwt=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(cookie).toMatch(/Max-Age=604800/);
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|tokenVersion/);
    const notification = await db().notification.findFirst({ where: { type: "user_registered" }, orderBy: { createdAt: "desc" } });
    expect(notification?.body).toContain("Aziza Karimova");
  });

  it("never lets a client register an admin: the role is refused, nobody is created", async () => {
    const body = registration({ role: "admin" });
    const res = await call(register, { body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: "invalid_input" });
    expect(await db().user.count({ where: { phone: body.phone } })).toBe(0);
  });

  it.each([
    ["empty name", { fullName: "   " }, "Ism-familya kiritilishi shart"],
    ["short phone", { phone: "+998 90 123" }, "Telefon raqam to'liq emas"],
    ["foreign phone", { phone: "+7 900 123 45 67" }, "Telefon raqam to'liq emas"],
    ["short password", { password: "12345" }, "Parol kamida 6 ta belgi bo'lishi kerak"],
    ["password over 72 bytes", { password: "ж".repeat(37) }, "Parol 72 baytdan oshmasligi kerak"],
    ["no region", { meta: { ...meta, region: "" } }, "Viloyat tanlanmagan"],
    ["district of another region", { meta: { ...meta, district: "Asaka tumani" } }, "Tuman/shahar tanlanmagan"],
    ["no school", { meta: { ...meta, school: "" } }, "Maktab tanlanmagan"],
    ["no grade", { meta: { ...meta, grade: "" } }, "Sinf tanlanmagan"],
    ["name of wrong type", { fullName: 42 }, "Ism-familya kiritilishi shart"],
  ])("refuses %s with 400 and its message, creating nothing", async (_case, overrides, message) => {
    const before = await db().user.count();
    const res = await call(register, { body: registration(overrides) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message });
    expect(await db().user.count()).toBe(before);
  });

  it("answers 409 for a phone already registered, in any spelling", async () => {
    const existing = await createUser({ phone: "+998931112233" });
    const res = await call(register, { body: registration({ phone: "+998 93 111 22 33" }) });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Bu telefon raqam bilan allaqachon ro'yxatdan o'tilgan");
    expect(await db().user.count({ where: { phone: existing.phone } })).toBe(1);
  });

  it.each([
    ["malformed JSON", "{\"fullName\": ", "application/json", 400],
    ["a JSON array", "[1,2]", "application/json", 400],
    ["a form body", "fullName=x", "application/x-www-form-urlencoded", 415],
  ])("answers %s with a 4xx, never 500", async (_case, body, type, status) => {
    const res = await call(register, { body, headers: { "content-type": type } });
    expect(res.status).toBe(status);
    expect(res.body.success).toBe(false);
  });

  it("answers 413 for an oversized body", async () => {
    const res = await call(register, { body: registration({ fullName: "x".repeat(200_000) }) });
    expect(res.status).toBe(413);
  });

  it("limits registrations per client address", async () => {
    process.env.RATE_LIMIT_REGISTER_PER_ADDRESS = "2";
    (await import("@/lib/env")).resetEnvCache();
    try {
      const address = "203.0.113.9";
      expect((await call(register, { body: registration(), clientAddress: address })).status).toBe(201);
      expect((await call(register, { body: registration(), clientAddress: address })).status).toBe(201);
      const third = await call(register, { body: registration(), clientAddress: address });
      expect(third.status).toBe(429);
      expect(third.body.message).toMatch(/Juda ko'p urinish/);
      expect((await call(register, { body: registration(), clientAddress: "203.0.113.10" })).status).toBe(201);
    } finally {
      delete process.env.RATE_LIMIT_REGISTER_PER_ADDRESS;
      (await import("@/lib/env")).resetEnvCache();
    }
  });

  it("refuses a cross-site registration made from a browser", async () => {
    const res = await call(register, { body: registration(), headers: { origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    const fetchSite = await call(register, { body: registration(), headers: { "sec-fetch-site": "cross-site" } });
    expect(fetchSite.status).toBe(403);
  });
});

describe("POST /api/auth/login", () => {
  it("answers token and user for the right password, with the phone in any spelling", async () => {
    const user = await createUser({ phone: "+998901112233" });
    const res = await call(login, { body: { phone: "+998 90 111 22 33", password: TEST_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, user: { id: user.id, role: "student" } });
    const me = await call(profile, { token: String(res.body.token) });
    expect(me.body.user).toMatchObject({ id: user.id });
  });

  it.each([
    ["wrong password", (phone: string) => ({ phone, password: "wrong-password" })],
    ["unknown phone", () => ({ phone: randomPhone(), password: TEST_PASSWORD })],
  ])("answers 401 for a %s", async (_case, body) => {
    const user = await createUser();
    const res = await call(login, { body: body(user.phone) });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, message: "Telefon raqam yoki parol noto'g'ri" });
    expect(res.body.token).toBeUndefined();
  });

  it.each([
    ["short phone", { phone: "+99890", password: TEST_PASSWORD }, "Telefon raqam to'liq emas"],
    ["short password", { phone: "+998901234567", password: "123" }, "Parol kamida 6 ta belgi bo'lishi kerak"],
    ["missing fields", {}, "Telefon raqam to'liq emas"],
  ])("answers 400 for %s", async (_case, body, message) => {
    const res = await call(login, { body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("blocks the 11th failed login for one phone from one address within the window, even with the right password", async () => {
    const user = await createUser();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const res = await call(login, { body: { phone: user.phone, password: "wrong-password" }, clientAddress: "198.51.100.7" });
      expect(res.status).toBe(401);
    }
    const eleventh = await call(login, { body: { phone: user.phone, password: TEST_PASSWORD }, clientAddress: "198.51.100.7" });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.message).toMatch(/Juda ko'p urinish/);
  });

  it("does not count successful logins", async () => {
    const user = await createUser();
    for (let attempt = 0; attempt < 12; attempt++) {
      expect((await call(login, { body: { phone: user.phone, password: TEST_PASSWORD } })).status).toBe(200);
    }
  });

  it("lets the right password in once the wait after the last wrong one has passed", async () => {
    const user = await createUser();
    await db().loginThrottle.create({ data: { key: `login:phone:${user.phone}`, scope: "phone", phone: user.phone, failures: 100, lastFailureAt: new Date(Date.now() - 61_000) } });
    expect((await call(login, { body: { phone: user.phone, password: TEST_PASSWORD } })).status).toBe(200);
  });
});

describe("GET /api/user/profile", () => {
  it("answers the caller's profile with completed courses, by Bearer or by cookie", async () => {
    const user = await createUser({ balance: 150_000 });
    const byBearer = await call(profile, { token: user.token });
    expect(byBearer.status).toBe(200);
    expect(byBearer.body.user).toMatchObject({ id: user.id, balance: 150_000, completedCourses: [] });
    const byCookie = await call(profile, { cookie: `jwt=${user.token}` });
    expect(byCookie.body.user).toMatchObject({ id: user.id });
  });

  it.each([
    ["no token", undefined],
    ["a malformed token", "not-a-jwt"],
    ["a token signed with another secret", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4IiwidmVyIjowfQ.c2lnbmF0dXJl"],
    ["an unsigned token", "eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4IiwidmVyIjowfQ."],
  ])("answers 401 for %s", async (_case, token) => {
    const res = await call(profile, { token });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("Tizimga kirish kerak");
  });

  it("answers 401 once the user is deleted", async () => {
    const user = await createUser();
    await db().user.delete({ where: { id: user.id } });
    expect((await call(profile, { token: user.token })).status).toBe(401);
  });

  it("answers 401 for an expired token", async () => {
    const user = await createUser();
    const { SignJWT } = await import("jose");
    const expired = await new SignJWT({ ver: 0, role: "student", fullName: "x", phone: user.phone })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(user.id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 8 * 24 * 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 24 * 3600)
      .sign(new TextEncoder().encode(process.env.JWT_SECRET));
    expect((await call(profile, { token: expired })).status).toBe(401);
  });
});

describe("POST /api/auth/change-password", () => {
  it("changes the password, kills old tokens and answers a working new one", async () => {
    const user = await createUser();
    const res = await call(changePassword, { token: user.token, body: { currentPassword: TEST_PASSWORD, newPassword: "newsecret1" } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Parol muvaffaqiyatli o'zgartirildi");
    expect((await call(profile, { token: user.token })).status).toBe(401);
    expect((await call(profile, { token: String(res.body.token) })).status).toBe(200);
    expect((await call(login, { body: { phone: user.phone, password: TEST_PASSWORD } })).status).toBe(401);
    expect((await call(login, { body: { phone: user.phone, password: "newsecret1" } })).status).toBe(200);
  });

  it.each([
    ["a wrong current password", { currentPassword: "wrong-one", newPassword: "newsecret1" }, 400, "Joriy parol noto'g'ri"],
    ["a short new password", { currentPassword: TEST_PASSWORD, newPassword: "123" }, 400, "Yangi parol kamida 6 ta belgi bo'lishi kerak"],
    ["an empty current password", { currentPassword: "", newPassword: "newsecret1" }, 400, "Barcha parol maydonlari to'ldirilishi shart"],
  ])("refuses %s and keeps the old password", async (_case, body, status, message) => {
    const user = await createUser();
    const res = await call(changePassword, { token: user.token, body });
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect((await call(profile, { token: user.token })).status).toBe(200);
  });

  it("needs a token", async () => {
    const res = await call(changePassword, { body: { currentPassword: TEST_PASSWORD, newPassword: "newsecret1" } });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("Tizimga kirish kerak");
  });

  it("refuses a cross-site request carried by the cookie, but not one with a Bearer token", async () => {
    const user = await createUser();
    const body = { currentPassword: TEST_PASSWORD, newPassword: "newsecret1" };
    const viaCookie = await call(changePassword, { cookie: `jwt=${user.token}`, body, headers: { origin: "https://evil.example" } });
    expect(viaCookie.status).toBe(403);
    const viaBearer = await call(changePassword, { token: user.token, body, headers: { origin: "https://app.example" } });
    expect(viaBearer.status).toBe(200);
  });

  it("a token from before a password change stays dead even if re-signed with the old version", async () => {
    const user = await createUser();
    await call(changePassword, { token: user.token, body: { currentPassword: TEST_PASSWORD, newPassword: "newsecret1" } });
    const stale = await signToken({ sub: user.id, ver: 0, role: "student", fullName: user.fullName, phone: user.phone, sid: user.sessionId });
    expect((await call(profile, { token: stale })).status).toBe(401);
  });
});

describe("POST /api/auth/logout", () => {
  it("clears the cookie", async () => {
    const res = await call(logout, { body: {} });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/^jwt=;.*Max-Age=0/i);
  });
});
