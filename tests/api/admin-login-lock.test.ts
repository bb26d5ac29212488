import { describe, expect, it } from "vitest";
import { DELETE as clearLock, GET as readLock } from "@/app/api/admin/users/[id]/login-lock/route";
import { POST as login } from "@/app/api/auth/login/route";
import { resetEnvCache } from "@/lib/env";
import { call } from "../support/call";
import { createUser, TEST_PASSWORD } from "../support/factories";

// Issue 25 item 5: an admin sees what makes a user's sign-in wait, and clears it.

let addressSeq = 0;
const freshAddress = () => `198.51.100.${++addressSeq}`;

describe("GET and DELETE /api/admin/users/{id}/login-lock", () => {
  it("shows the counts of wrong passwords and their waits, and clearing them lets the owner in at once", async () => {
    const admin = await createUser({ role: "admin" });
    const victim = await createUser();
    const params = { id: victim.id };
    expect((await call(readLock, { token: admin.token, params })).body).toMatchObject({ success: true, lock: { locked: false, retryAfterSeconds: 0, entries: [] } });

    const attacker = freshAddress();
    for (let attempt = 0; attempt < 11; attempt++) await call(login, { body: { phone: victim.phone, password: "wrong-password" }, clientAddress: attacker });
    const seen = await call(readLock, { token: admin.token, params });
    expect(seen.status).toBe(200);
    const { lock } = seen.body as { lock: { locked: boolean; entries: { scope: string; address: string | null; failures: number; retryAfterSeconds: number }[] } };
    // Ten wrong passwords from the attacker's address: that address waits; the phone as a whole does not.
    expect(lock.locked).toBe(false);
    expect(lock.entries).toEqual(
      expect.arrayContaining([
        { scope: "phone-address", address: attacker, failures: 10, retryAfterSeconds: expect.any(Number) },
        { scope: "phone", address: null, failures: 10, retryAfterSeconds: 0 },
      ]),
    );
    expect(lock.entries.find((entry) => entry.scope === "phone-address")!.retryAfterSeconds).toBeGreaterThan(0);
    expect((await call(login, { body: { phone: victim.phone, password: TEST_PASSWORD }, clientAddress: attacker })).status).toBe(429);

    const cleared = await call(clearLock, { method: "DELETE", token: admin.token, params, headers: { "accept-language": "ru" } });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ success: true, cleared: 2, message: "Блокировка входа снята: пользователь может войти сразу" });
    expect((await call(readLock, { token: admin.token, params })).body).toMatchObject({ lock: { locked: false, entries: [] } });
    expect((await call(login, { body: { phone: victim.phone, password: TEST_PASSWORD }, clientAddress: attacker })).status).toBe(200);
  });

  it("says locked when the phone's own count makes every new device wait", async () => {
    process.env.RATE_LIMIT_LOGIN_PHONE_CEILING = "3";
    resetEnvCache();
    try {
      const admin = await createUser({ role: "admin" });
      const victim = await createUser();
      for (let attempt = 0; attempt < 3; attempt++) await call(login, { body: { phone: victim.phone, password: "wrong-password" }, clientAddress: freshAddress() });
      const { body } = await call(readLock, { token: admin.token, params: { id: victim.id } });
      expect(body).toMatchObject({ lock: { locked: true } });
      const retryAfter = (body as { lock: { retryAfterSeconds: number } }).lock.retryAfterSeconds;
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
    } finally {
      delete process.env.RATE_LIMIT_LOGIN_PHONE_CEILING;
      resetEnvCache();
    }
  });

  it("refuses a caller without a token (401), a student (403), a bad id (400) and an unknown user (404)", async () => {
    const student = await createUser();
    const admin = await createUser({ role: "admin" });
    for (const handler of [readLock, clearLock]) {
      const method = handler === readLock ? "GET" : "DELETE";
      expect((await call(handler, { method, params: { id: student.id } })).status).toBe(401);
      expect((await call(handler, { method, token: student.token, params: { id: student.id } })).status).toBe(403);
      expect((await call(handler, { method, token: admin.token, params: { id: "not an id" } })).status).toBe(400);
      const unknown = await call(handler, { method, token: admin.token, params: { id: "cm0000000000000000000000" } });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ code: "user_not_found" });
    }
  });
});
