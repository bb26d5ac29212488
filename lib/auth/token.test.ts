import { SignJWT } from "jose";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetEnvCache } from "@/lib/env";

// The verified tokens are remembered (issue 27): what the memory must never change is which
// tokens are valid. jose is wrapped so the test sees when a signature is checked.
const checked = vi.hoisted(() => ({ count: 0 }));
vi.mock("jose", async (importOriginal) => {
  const jose = await importOriginal<typeof import("jose")>();
  return { ...jose, jwtVerify: (...args: Parameters<typeof jose.jwtVerify>) => (checked.count++, jose.jwtVerify(...args)) };
});
vi.mock("server-only", () => ({}));

const SECRET = "a-test-secret-that-is-long-enough-for-hs256-000000";
const { signToken, verifyToken } = await import("./token");
const claims = { sub: "user-1", ver: 0, role: "student" as const, fullName: "Ali Valiyev", phone: "+998901234567", sid: "session-1" };

function withSecret(secret: string) {
  process.env.JWT_SECRET = secret;
  resetEnvCache();
}

afterEach(() => {
  vi.useRealTimers();
  checked.count = 0;
});

describe("verifyToken", () => {
  it("checks a token's signature once, then answers the same claims from memory", async () => {
    withSecret(SECRET);
    const token = await signToken(claims);
    const first = await verifyToken(token);
    expect(first).toMatchObject(claims);
    expect(await verifyToken(token)).toBe(first);
    expect(checked.count).toBe(1);
  });

  it("refuses a remembered token once it has expired", async () => {
    withSecret(SECRET);
    vi.useFakeTimers({ toFake: ["Date"] });
    const token = await signToken({ ...claims, sub: "user-expiring" });
    expect(await verifyToken(token)).not.toBeNull();
    vi.setSystemTime(Date.now() + 8 * 24 * 60 * 60 * 1000);
    expect(await verifyToken(token)).toBeNull();
  });

  it("forgets every token when the secret changes", async () => {
    withSecret(SECRET);
    const token = await signToken({ ...claims, sub: "user-rotated" });
    expect(await verifyToken(token)).not.toBeNull();
    withSecret(`${SECRET}-rotated`);
    expect(await verifyToken(token)).toBeNull();
    expect(checked.count).toBe(2);
  });

  it("refuses a token with no expiry, a tampered one, another algorithm's and one without its session, and remembers none of them", async () => {
    withSecret(SECRET);
    const key = new TextEncoder().encode(SECRET);
    const endless = await new SignJWT({ ver: 0 }).setProtectedHeader({ alg: "HS256" }).setSubject("user-1").sign(key);
    const token = await signToken(claims);
    const tampered = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    const hs512 = await new SignJWT({ ver: 0 }).setProtectedHeader({ alg: "HS512" }).setSubject("user-1").setExpirationTime("1h").sign(key);
    const { sid: _sid, ...sessionless } = claims;
    const withoutSession = await signToken(sessionless);
    const emptySession = await signToken({ ...claims, sid: "" });
    for (const refused of [endless, tampered, hs512, "not-a-token", withoutSession, emptySession]) {
      expect(await verifyToken(refused)).toBeNull();
      expect(await verifyToken(refused)).toBeNull();
    }
    expect(checked.count).toBe(12);
  });
});
