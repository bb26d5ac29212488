import { describe, expect, it } from "vitest";
import { z } from "zod";
import { POST as changePassword } from "@/app/api/auth/change-password/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { POST as register } from "@/app/api/auth/register/route";
import { GET as courses } from "@/app/api/courses/route";
import { POST as createPayment } from "@/app/api/payments/create/route";
import { GET as profile } from "@/app/api/user/profile/route";
import { CLIENT_ADDRESS_HEADER } from "@/lib/api/client-address";
import { route } from "@/lib/api/route";
import { db } from "@/lib/db/client";
import { droppedRequests } from "@/lib/request/dropped";
import { call } from "../support/call";
import { createUser, randomPhone } from "../support/factories";

// What a hostile or broken client sends that no schema field covers: cookies that do not
// decode, bodies with no length, writes that name no origin, a forged proxy header.

type Handler = Parameters<typeof call>[0];

type RawInit = Omit<RequestInit, "headers"> & { headers?: Record<string, string>; duplex?: "half" };

function rawRequest(path: string, init: RawInit): Request {
  return new Request(new URL(path, "http://localhost:3000"), {
    ...init,
    headers: { host: "localhost:3000", [CLIENT_ADDRESS_HEADER]: "127.0.0.1", ...init.headers },
  });
}

const send = (handler: Handler, request: Request) => handler(request, { params: Promise.resolve({}) });

describe("a jwt cookie that cannot be decoded is no token", () => {
  it.each(["%", "%E0%A4%A", "%ED%A0%80", "a%zz"])("jwt=%s: 401 on a signed-in route, the public list still answers, logout works", async (value) => {
    expect((await call(profile, { cookie: `jwt=${value}` })).status).toBe(401);
    expect((await call(courses, { cookie: `jwt=${value}` })).status).toBe(200);
    const out = await call(logout, { method: "POST", cookie: `jwt=${value}` });
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(/^jwt=;/);
  });
});

describe("a body with no Content-Length", () => {
  /** A top-up request whose body arrives as a chunked stream, as `fetch` sends a ReadableStream. */
  const streamedTopup = (token: string, body: ReadableStream<Uint8Array>) =>
    send(
      createPayment,
      rawRequest("/api/payments/create", {
        method: "POST",
        body,
        duplex: "half",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      }),
    );

  it("is counted as it streams and refused at the limit with 413, without reading the rest", async () => {
    const student = await createUser();
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    // An endless chunked upload: only a reader that stops at the limit ever answers.
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const res = await streamedTopup(student.token, endless);
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThan(1024 * 1024);
    expect(await db().payment.count({ where: { userId: student.id } })).toBe(0);
  });

  it("under the limit is read whole and used", async () => {
    const student = await createUser();
    const bytes = new TextEncoder().encode(JSON.stringify({ amount: 50_000, paymentMethod: "card" }));
    const twoChunks = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 5));
        controller.enqueue(bytes.slice(5));
        controller.close();
      },
    });
    const res = await streamedTopup(student.token, twoChunks);
    expect(res.status, await res.clone().text()).toBe(201);
  });

  /** Half a top-up's body, then the stream fails as Node fails it when the client resets the connection. */
  const cutOff = (onCut: () => void) => {
    const bytes = new TextEncoder().encode(JSON.stringify({ amount: 50_000, paymentMethod: "card" }));
    return new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 10));
        setTimeout(() => {
          onCut();
          controller.error(Object.assign(new Error("aborted"), { code: "ECONNRESET" }));
        }, 5);
      },
    });
  };

  it.each([
    ["the signal aborts first", true],
    ["the body fails before the signal aborts", false],
  ])("cut off mid-way is the client gone (499, dropped), never a database outage: %s", async (_, signalFirst) => {
    const student = await createUser();
    const client = new AbortController();
    const request = rawRequest("/api/payments/create", {
      method: "POST",
      body: cutOff(() => signalFirst && client.abort()),
      duplex: "half",
      signal: client.signal,
      headers: { "content-type": "application/json", authorization: `Bearer ${student.token}` },
    });
    const dropped = droppedRequests().client_gone;
    const res = await send(createPayment, request);
    expect(res.status).toBe(499);
    expect(droppedRequests().client_gone).toBe(dropped + 1);
    expect(await db().payment.count({ where: { userId: student.id } })).toBe(0);
  });
});

describe("cross-site writes carried by the cookie", () => {
  const body = JSON.stringify({ currentPassword: "secret123", newPassword: "secret456" });

  it("refuses a cookie-carried write with neither Origin nor Sec-Fetch-Site, and changes nothing", async () => {
    const student = await createUser();
    const request = rawRequest("/api/auth/change-password", {
      method: "POST",
      body,
      headers: { "content-type": "application/json", cookie: `jwt=${student.token}` },
    });
    const res = await send(changePassword, request);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: "cross_site" });
    const user = await db().user.findUniqueOrThrow({ where: { id: student.id }, select: { tokenVersion: true } });
    expect(user.tokenVersion).toBe(0);
  });

  it("does not trust X-Forwarded-Host unless TRUST_PROXY is set", async () => {
    const student = await createUser();
    const request = rawRequest("/api/auth/change-password", {
      method: "POST",
      body,
      headers: { "content-type": "application/json", cookie: `jwt=${student.token}`, origin: "https://evil.example", "x-forwarded-host": "evil.example" },
    });
    expect((await send(changePassword, request)).status).toBe(403);
  });

  it("lets a non-browser client register with no Origin (no cookie involved)", async () => {
    const request = rawRequest("/api/auth/register", {
      method: "POST",
      body: JSON.stringify({
        fullName: "Ali Valiyev",
        phone: randomPhone(),
        password: "secret123",
        meta: { region: "Toshkent", district: "Chirchiq shahri", school: "12-maktab", grade: "9-sinf" },
      }),
      headers: { "content-type": "application/json" },
    });
    expect((await send(register, request)).status).toBe(201);
  });
});

describe("a database that does not answer", () => {
  it("is a 503 with Retry-After, in the one error shape", async () => {
    const failing = route({ auth: "none", query: z.object({}) }, async () => {
      throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    });
    const res = await call(failing);
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(res.body).toMatchObject({ success: false, code: "database_unavailable" });
  });
});
