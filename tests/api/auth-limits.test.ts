import { afterEach, describe, expect, it } from "vitest";
import { POST as changePassword } from "@/app/api/auth/change-password/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as register } from "@/app/api/auth/register/route";
import { pruneThrottles, throttled } from "@/lib/auth/login-throttle";
import { PRUNE_EVERY, recordAttempt } from "@/lib/auth/rate-limit";
import { db } from "@/lib/db/client";
import { resetEnvCache } from "@/lib/env";
import { loginLimits } from "@/lib/users/login-user";
import { call } from "../support/call";
import { createUser, randomPhone, TEST_PASSWORD } from "../support/factories";

// Issue 8 items 4, 8, 12 and 17: the limits hold under parallel requests, lock a phone only
// from the guessing address, tell when to come back, and the counter table is pruned.

const meta = { region: "Toshkent", district: "Chirchiq shahri", school: "12-maktab", grade: "9-sinf" };
let addressSeq = 0;
const freshAddress = () => `192.0.2.${++addressSeq}`;

function setEnv(values: Record<string, string>) {
  for (const [key, value] of Object.entries(values)) process.env[key] = value;
  resetEnvCache();
}

const touched = ["RATE_LIMIT_LOGIN_PHONE_CEILING", "RATE_LIMIT_LOGIN_PER_ADDRESS", "RATE_LIMIT_LOGIN_ATTEMPTS_PER_ADDRESS", "RATE_LIMIT_REGISTER_PER_ADDRESS"];

/** Moves the last wrong password of every count naming `phone` or `address` back by `seconds`: the wait passing. */
async function letTimePass(seconds: number, where: { phone?: string; address?: string }) {
  await db().$executeRaw`
    UPDATE "LoginThrottle" SET "lastFailureAt" = "lastFailureAt" - make_interval(secs => ${seconds})
    WHERE "phone" = ${where.phone ?? null} OR "address" = ${where.address ?? null}`;
}
afterEach(() => {
  for (const key of touched) delete process.env[key];
  resetEnvCache();
});

function statuses(results: { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of results) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe("failed-login limits under parallel requests", () => {
  it("lets exactly 10 of 30 parallel wrong passwords for one phone reach the password check", async () => {
    const user = await createUser();
    const address = freshAddress();
    const results = await Promise.all(
      Array.from({ length: 30 }, () => call(login, { body: { phone: user.phone, password: "wrong-password" }, clientAddress: address })),
    );
    expect(statuses(results)).toEqual({ 401: 10, 429: 20 });
    // The 11th, with the right password, is refused too: the hard lock holds.
    const right = await call(login, { body: { phone: user.phone, password: TEST_PASSWORD }, clientAddress: address });
    expect(right.status).toBe(429);
  });

  it("counts wrong current passwords of change-password against the same limit, in parallel too", async () => {
    const user = await createUser();
    const address = freshAddress();
    const body = { currentPassword: "wrong-one", newPassword: "newsecret1" };
    const results = await Promise.all(Array.from({ length: 15 }, () => call(changePassword, { token: user.token, body, clientAddress: address })));
    expect(statuses(results)).toEqual({ 400: 10, 429: 5 });
  });

  it("gives the count of a right password back, so rounds of parallel logins never add up", async () => {
    const user = await createUser();
    const address = freshAddress();
    for (let round = 0; round < 3; round++) {
      const results = await Promise.all(
        Array.from({ length: 8 }, () => call(login, { body: { phone: user.phone, password: TEST_PASSWORD }, clientAddress: address })),
      );
      expect(statuses(results)).toEqual({ 200: 8 });
    }
    // A right password writes no row where there was none (issue 46 item 6); a row holds no failure.
    const counter = await db().loginThrottle.findUnique({ where: { key: `login:phone-address:${user.phone}:${address}` } });
    expect(counter ?? { failures: 0, lastFailureAt: null }).toMatchObject({ failures: 0, lastFailureAt: null });
  });

  it("writes no throttle row for a wave of right passwords, and clears the requester's own count when there is one (issue 46 item 6)", async () => {
    const user = await createUser();
    const address = freshAddress();
    const results = await Promise.all(
      Array.from({ length: 12 }, () => call(login, { body: { phone: user.phone, password: TEST_PASSWORD }, clientAddress: freshAddress() })),
    );
    expect(statuses(results)).toEqual({ 200: 12 });
    expect(await db().loginThrottle.count({ where: { phone: user.phone } })).toBe(0);

    expect((await call(login, { body: { phone: user.phone, password: "wrong-password" }, clientAddress: address })).status).toBe(401);
    expect((await call(login, { body: { phone: user.phone, password: TEST_PASSWORD }, clientAddress: address })).status).toBe(200);
    const own = await db().loginThrottle.findUnique({ where: { key: `login:phone-address:${user.phone}:${address}` } });
    expect(own).toMatchObject({ failures: 0, lastFailureAt: null });
    // The phone's own count keeps the wrong one: a right password does not wipe it.
    expect(await db().loginThrottle.findUnique({ where: { key: `login:phone:${user.phone}` } })).toMatchObject({ failures: 1 });
  });

  it("lets 60 parallel right passwords of one admin from one address all in: a success never counts as a failure (issue 25)", async () => {
    const admin = await createUser({ role: "admin" });
    const address = freshAddress();
    const results = await Promise.all(
      Array.from({ length: 60 }, () => call(login, { body: { phone: admin.phone, password: TEST_PASSWORD }, clientAddress: address })),
    );
    expect(statuses(results)).toEqual({ 200: 60 });
    // Wrong passwords after them still meet the whole limit.
    const wrong = await Promise.all(
      Array.from({ length: 12 }, () => call(login, { body: { phone: admin.phone, password: "wrong-password" }, clientAddress: address })),
    );
    expect(statuses(wrong)).toEqual({ 401: 10, 429: 2 });
  });

  it("never makes a right password wait for the others' checks: 60 slow parallel checks for one phone all run at once (issue 46)", async () => {
    const user = await createUser();
    const { throttle } = loginLimits(user.phone, freshAddress());
    const total = 60;
    let checking = 0;
    let refused = 0;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    // Each check ends only once every attempt is checking or has been refused: those who waited
    // for a place behind the others' checks were refused (429 after 15 s) before issue 46.
    const settle = () => checking + refused === total && release();
    const attempts = Array.from({ length: total }, () =>
      throttled(throttle, async () => {
        checking++;
        settle();
        await released;
        return "right";
      }).catch((error: unknown) => {
        refused++;
        settle();
        throw error;
      }),
    );
    const outcomes = await Promise.allSettled(attempts);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(total).fill("fulfilled"));
    expect(checking).toBe(total);
  });

  it("limits every login attempt from one address, right or wrong", async () => {
    setEnv({ RATE_LIMIT_LOGIN_ATTEMPTS_PER_ADDRESS: "5" });
    const user = await createUser();
    const address = freshAddress();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => call(login, { body: { phone: user.phone, password: TEST_PASSWORD }, clientAddress: address })),
    );
    expect(statuses(results)).toEqual({ 200: 5, 429: 3 });
    expect((await call(login, { body: { phone: user.phone, password: TEST_PASSWORD }, clientAddress: freshAddress() })).status).toBe(200);
  });

  it("limits parallel registrations from one address exactly", async () => {
    setEnv({ RATE_LIMIT_REGISTER_PER_ADDRESS: "4" });
    const address = freshAddress();
    const before = await db().user.count();
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        call(register, { body: { fullName: `Parallel ${index}`, phone: randomPhone(), password: "secret123", meta }, clientAddress: address }),
      ),
    );
    expect(statuses(results)).toEqual({ 201: 4, 429: 8 });
    expect(await db().user.count()).toBe(before + 4);
  });
});

describe("who a lock locks out", () => {
  it("locks a phone only for the address that guessed, so a stranger cannot lock the owner out", async () => {
    const user = await createUser();
    const attacker = freshAddress();
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await call(login, { body: { phone: user.phone, password: "wrong-password" }, clientAddress: attacker })).status).toBe(401);
    }
    expect((await call(login, { body: { phone: user.phone, password: "wrong-password" }, clientAddress: attacker })).status).toBe(429);
    const owner = await call(login, { body: { phone: user.phone, password: TEST_PASSWORD }, clientAddress: freshAddress() });
    expect(owner.status).toBe(200);
  });

  it("still stops a guessing run spread over many addresses at the phone's ceiling", async () => {
    setEnv({ RATE_LIMIT_LOGIN_PHONE_CEILING: "12" });
    const user = await createUser();
    for (let attempt = 0; attempt < 12; attempt++) {
      expect((await call(login, { body: { phone: user.phone, password: "wrong-password" }, clientAddress: freshAddress() })).status).toBe(401);
    }
    const next = await call(login, { body: { phone: user.phone, password: TEST_PASSWORD }, clientAddress: freshAddress() });
    expect(next.status).toBe(429);
  });

  it("never refuses the right password from a device that signed in before, even when strangers filled every limit (issue 25)", async () => {
    setEnv({ RATE_LIMIT_LOGIN_PHONE_CEILING: "12", RATE_LIMIT_LOGIN_PER_ADDRESS: "14", RATE_LIMIT_LOGIN_ATTEMPTS_PER_ADDRESS: "20" });
    const user = await createUser();
    const other = await createUser();
    const signIn = async (phone: string) => {
      const res = await call(login, { body: { phone, password: TEST_PASSWORD }, clientAddress: freshAddress() });
      expect(res.status).toBe(200);
      return { device: /qadam_device=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")![1]!, token: res.body.token as string };
    };
    const { device, token } = await signIn(user.phone);
    const { device: othersDevice } = await signIn(other.phone);
    // Wrong passwords from many addresses, ten more from the owner's own address, and strangers
    // there using up the address's wrong passwords and then its every attempt.
    const home = freshAddress();
    for (let attempt = 0; attempt < 12; attempt++) {
      await call(login, { body: { phone: user.phone, password: "wrong-password" }, clientAddress: freshAddress() });
    }
    for (let attempt = 0; attempt < 10; attempt++) {
      await call(login, { body: { phone: user.phone, password: "wrong-password" }, clientAddress: home });
    }
    for (let attempt = 0; attempt < 10; attempt++) {
      await call(login, { body: { phone: randomPhone(), password: "wrong-password" }, clientAddress: home });
    }
    const right = { phone: user.phone, password: TEST_PASSWORD };
    expect((await call(login, { body: right, clientAddress: freshAddress() })).status).toBe(429);
    expect((await call(login, { body: { phone: other.phone, password: TEST_PASSWORD }, clientAddress: home })).status).toBe(429);
    for (const [cookie, status] of [
      [`qadam_device=${device}`, 200],
      [`qadam_device=${othersDevice}`, 429],
      [`qadam_device=${device.slice(0, -2)}xx`, 429],
    ] as const) {
      expect((await call(login, { body: right, clientAddress: home, cookie })).status, cookie).toBe(status);
    }
    // The signed-in owner's current password is not refused either: the session is a known device.
    const changed = await call(changePassword, { token, body: { currentPassword: TEST_PASSWORD, newPassword: "newsecret1" }, clientAddress: home });
    expect(changed.status).toBe(200);
    // The device's own wrong passwords still meet a limit.
    const guesses = await Promise.all(
      Array.from({ length: 12 }, () => call(login, { body: { phone: user.phone, password: "wrong-password" }, clientAddress: home, cookie: `qadam_device=${device}` })),
    );
    expect(statuses(guesses)).toEqual({ 401: 10, 429: 2 });
  });

  it("says in minutes when to try again, with Retry-After in seconds", async () => {
    const user = await createUser();
    const address = freshAddress();
    // Fourteen wrong passwords, the last five minutes ago: the wait is 15 minutes (the longest), 10 left.
    await db().loginThrottle.create({
      data: { key: `login:phone-address:${user.phone}:${address}`, scope: "phone-address", phone: user.phone, address, failures: 14, lastFailureAt: new Date(Date.now() - 5 * 60_000) },
    });
    const res = await call(login, { body: { phone: user.phone, password: TEST_PASSWORD }, clientAddress: address });
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ success: false, code: "too_many_attempts", message: "Juda ko'p urinish. 10 daqiqadan keyin qayta urinib ko'ring" });
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(9 * 60);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);
    const inRussian = await call(login, { body: { phone: user.phone, password: TEST_PASSWORD }, clientAddress: address, headers: { "accept-language": "ru" } });
    expect(inRussian.body.message).toBe("Слишком много попыток. Попробуйте снова через 10 мин.");
  });
});

describe("waits that grow with wrong passwords, not a flat lock (issue 25)", () => {
  it("makes the owner wait a minute at most after ten wrong passwords from each of eleven addresses, then lets the right one in", async () => {
    const user = await createUser();
    await Promise.all(
      Array.from({ length: 11 }, async () => {
        const address = freshAddress();
        for (let attempt = 0; attempt < 10; attempt++) await call(login, { body: { phone: user.phone, password: "wrong-password" }, clientAddress: address });
      }),
    );
    const right = { phone: user.phone, password: TEST_PASSWORD };
    const refused = await call(login, { body: right, clientAddress: freshAddress() });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: "too_many_attempts", message: "Juda ko'p urinish. 1 daqiqadan keyin qayta urinib ko'ring" });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    await letTimePass(60, { phone: user.phone });
    expect((await call(login, { body: right, clientAddress: freshAddress() })).status).toBe(200);
  });

  it("doubles the wait after each wrong password past the free ones, up to the window, and a right one clears the address's count", async () => {
    const user = await createUser();
    const address = freshAddress();
    const attempt = (password: string) => call(login, { body: { phone: user.phone, password }, clientAddress: address });
    for (let n = 0; n < 10; n++) expect((await attempt("wrong-password")).status).toBe(401);
    for (const wait of [60, 120, 240, 480, 900, 900]) {
      const refused = await attempt(TEST_PASSWORD);
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get("retry-after"));
      expect(retryAfter, `wait ${wait}`).toBeGreaterThan(wait - 30);
      expect(retryAfter, `wait ${wait}`).toBeLessThanOrEqual(wait);
      await letTimePass(wait, { phone: user.phone });
      // One attempt once the wait has passed; a wrong one makes the next wait longer.
      expect((await attempt("wrong-password")).status).toBe(401);
    }
    await letTimePass(900, { phone: user.phone });
    expect((await attempt(TEST_PASSWORD)).status).toBe(200);
    for (let n = 0; n < 10; n++) expect((await attempt("wrong-password")).status).toBe(401);
    expect((await attempt("wrong-password")).status).toBe(429);
  });

  it("holds one address spraying many phones to the address's count, and forgets counts after the memory", async () => {
    setEnv({ RATE_LIMIT_LOGIN_PER_ADDRESS: "5" });
    const sprayer = freshAddress();
    for (let n = 0; n < 5; n++) expect((await call(login, { body: { phone: randomPhone(), password: "wrong-password" }, clientAddress: sprayer })).status).toBe(401);
    const user = await createUser();
    const refused = await call(login, { body: { phone: user.phone, password: TEST_PASSWORD }, clientAddress: sprayer });
    expect(refused.status).toBe(429);
    expect((await call(login, { body: { phone: user.phone, password: TEST_PASSWORD }, clientAddress: freshAddress() })).status).toBe(200);
    // A day later the address starts afresh.
    await letTimePass(24 * 3600, { address: sprayer });
    expect((await call(login, { body: { phone: user.phone, password: TEST_PASSWORD }, clientAddress: sprayer })).status).toBe(200);
  });
});

describe("pruning the counters", () => {
  it("deletes windows older than a day within every run of attempts, and keeps live ones", async () => {
    const stale = `test:stale:${randomPhone()}`;
    const live = `test:live:${randomPhone()}`;
    await db().rateLimitCounter.createMany({
      data: [
        { key: stale, count: 3, windowStart: new Date(Date.now() - 2 * 24 * 3600_000) },
        { key: live, count: 3, windowStart: new Date(Date.now() - 60_000) },
      ],
    });
    for (let attempt = 0; attempt < PRUNE_EVERY; attempt++) await recordAttempt({ key: `test:prune:${attempt % 3}`, windowMinutes: 15 });
    expect(await db().rateLimitCounter.findUnique({ where: { key: stale } })).toBeNull();
    expect(await db().rateLimitCounter.findUnique({ where: { key: live } })).not.toBeNull();
  });

  it("deletes the wrong-password counts past the memory and the rows that hold nothing, and keeps live ones", async () => {
    const phone = randomPhone();
    const row = (name: string, failures: number, hoursAgo: number | null) => ({
      key: `test:${name}:${phone}`,
      scope: "phone",
      phone,
      failures,
      lastFailureAt: hoursAgo === null ? null : new Date(Date.now() - hoursAgo * 3600_000),
    });
    await db().loginThrottle.createMany({ data: [row("forgotten", 12, 25), row("empty", 0, null), row("live", 12, 23)] });
    await pruneThrottles();
    const left = await db().loginThrottle.findMany({ where: { phone }, select: { key: true } });
    expect(left.map(({ key }) => key)).toEqual([`test:live:${phone}`]);
  });
});
