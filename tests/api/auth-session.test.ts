import { describe, expect, it } from "vitest";
import { POST as changePassword } from "@/app/api/auth/change-password/route";
import { POST as session } from "@/app/api/auth/session/route";
import { GET as profile } from "@/app/api/user/profile/route";
import { signToken } from "@/lib/auth/token";
import { db } from "@/lib/db/client";
import { call } from "../support/call";
import { createUser, TEST_PASSWORD } from "../support/factories";

function cookieToken(setCookie: string | null): string {
  const match = /^jwt=([^;]*)/.exec(setCookie ?? "");
  return match?.[1] ?? "";
}

describe("POST /api/auth/session", () => {
  it("turns a Bearer token into the httpOnly cookie and answers the same user", async () => {
    const user = await createUser({ fullName: "Jasur Aliyev" });
    const res = await call(session, { token: user.token, method: "POST" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: "Tizimga muvaffaqiyatli kirdingiz",
      user: { id: user.id, fullName: "Jasur Aliyev", phone: user.phone, role: "student", balance: 0 },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|tokenVersion/);
    const setCookie = res.headers.get("set-cookie");
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=lax/i);
    expect(setCookie).toMatch(/Max-Age=604800/);
    expect(setCookie).toMatch(/Path=\//);
    const token = cookieToken(setCookie);
    expect(token).toBe(res.body.token);

    const viaCookie = await call(profile, { cookie: `jwt=${token}` });
    expect(viaCookie.status).toBe(200);
    expect(viaCookie.body).toMatchObject({ success: true, user: { id: user.id, fullName: "Jasur Aliyev" } });
  });

  it("works for an admin too, keeping the role", async () => {
    const admin = await createUser({ role: "admin" });
    const res = await call(session, { token: admin.token, method: "POST" });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: admin.id, role: "admin" });
  });

  it("answers 401 without a token and sets no cookie", async () => {
    const res = await call(session, { method: "POST" });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, message: "Tizimga kirish kerak" });
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it.each([
    ["a malformed token", "not-a-token"],
    ["a token signed with another secret", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4IiwidmVyIjowfQ.c2lnbmF0dXJl"],
  ])("answers 401 for %s", async (_case, token) => {
    const res = await call(session, { token, method: "POST" });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, message: "Tizimga kirish kerak" });
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("answers 401 for a token of a deleted user", async () => {
    const user = await createUser();
    await db().user.delete({ where: { id: user.id } });
    const res = await call(session, { token: user.token, method: "POST" });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("Tizimga kirish kerak");
  });

  it("answers 401 for a token issued before a password change", async () => {
    const user = await createUser();
    const changed = await call(changePassword, { token: user.token, body: { currentPassword: TEST_PASSWORD, newPassword: "newsecret1" } });
    expect(changed.status).toBe(200);
    const res = await call(session, { token: user.token, method: "POST" });
    expect(res.status).toBe(401);
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("signs a token that also dies on the next password change", async () => {
    const user = await createUser();
    const res = await call(session, { token: user.token, method: "POST" });
    const fresh = String(res.body.token);
    await db().user.update({ where: { id: user.id }, data: { tokenVersion: { increment: 1 } } });
    const after = await call(profile, { token: fresh });
    expect(after.status).toBe(401);
  });

  it("answers 401 for a forged token claiming a real user with a wrong version", async () => {
    const user = await createUser();
    const forged = await signToken({ sub: user.id, ver: 5, role: "admin", fullName: "x", phone: user.phone, sid: user.sessionId });
    const res = await call(session, { token: forged, method: "POST" });
    expect(res.status).toBe(401);
  });

  it("refuses a cross-site request carried by the cookie", async () => {
    const user = await createUser();
    const res = await call(session, { cookie: `jwt=${user.token}`, method: "POST", headers: { origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, message: "Boshqa saytdan yuborilgan so'rov rad etildi" });
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it.each([
    ["malformed JSON", "{\"a\": ", "application/json", 400, "So'rov tanasi JSON formatida emas"],
    ["a form body", "a=1", "application/x-www-form-urlencoded", 415, "Kontent turi qo'llab-quvvatlanmaydi"],
  ])("answers %s with a 4xx and sets no cookie", async (_case, body, type, status, message) => {
    const user = await createUser();
    const res = await call(session, { token: user.token, body, headers: { "content-type": type } });
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ success: false, message });
    expect(res.headers.get("set-cookie")).toBeNull();
  });
});
