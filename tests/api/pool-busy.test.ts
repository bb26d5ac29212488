import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST as createPayment } from "@/app/api/payments/create/route";
import { GET as health } from "@/app/api/health/route";
import { GET as ready } from "@/app/api/health/ready/route";
import { toAppError } from "@/lib/api/map-error";
import { handleWithDatabaseFaults } from "@/lib/boot/database-faults";
import { db, disconnectDb } from "@/lib/db/client";
import { requestFaults } from "@/lib/db/request-faults";
import { resetEnvCache } from "@/lib/env";
import { createPaymentBody, createTopupRequest } from "@/lib/payments/create-topup-request";
import { call } from "../support/call";
import { createUser, type TestUser } from "../support/factories";
import { accountNumberOf, clickCall, clickPrepareFields, configureProviders, paymeCall } from "../support/providers";

// Issue 46 item 4: at saturation, 180 concurrent top-ups got 56 × 503 database_unavailable from
// a healthy database, Payme's and Click's calls failed behind the flood, and readiness waited
// over 3 s. Here the pool has one connection, held by an open transaction, as the flood held
// all of them: the database answers, only our pool is busy.

const saved = { size: process.env.DB_POOL_SIZE, wait: process.env.DB_CONNECT_TIMEOUT_MS, url: process.env.DATABASE_URL };

function restore(name: string, value: string | undefined) {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}

beforeAll(async () => {
  await disconnectDb();
  configureProviders();
  process.env.DB_POOL_SIZE = "1";
  // Short enough for a quick test, long enough to open a connection on a loaded machine.
  process.env.DB_CONNECT_TIMEOUT_MS = "1500";
  resetEnvCache();
});

afterAll(async () => {
  await disconnectDb();
  restore("DB_POOL_SIZE", saved.size);
  restore("DB_CONNECT_TIMEOUT_MS", saved.wait);
  resetEnvCache();
});

/** Holds the pool's one connection in a transaction until the returned function is called. */
async function holdThePool(): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let entered!: () => void;
  const inside = new Promise<void>((resolve) => (entered = resolve));
  const holding = db().$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT 1`;
      entered();
      await released;
    },
    { timeout: 60_000 },
  );
  await inside;
  return async () => {
    release();
    await holding;
  };
}

describe("every connection of the pool busy, the database answering", () => {
  let student: TestUser;
  let account: string;
  let release: () => Promise<void>;

  beforeAll(async () => {
    student = await createUser();
    account = await accountNumberOf(student.id);
    release = await holdThePool();
  });

  afterAll(async () => {
    await release();
  });

  it("a request waits its budget, then is told 429 too_many_requests with Retry-After, not 503", async () => {
    const res = await call(createPayment, { method: "POST", token: student.token, body: { amount: 50_000, paymentMethod: "card" } });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(res.body).toMatchObject({ success: false, code: "too_many_requests", message: "Hozir so'rovlar juda ko'p. Birozdan keyin qayta urinib ko'ring" });
  });

  it("a transaction that waited its budget for a connection is the same 429", async () => {
    const caller = { id: student.id, role: student.role, fullName: student.fullName, phone: student.phone };
    const thrown = await createTopupRequest({ caller, input: createPaymentBody.parse({ amount: 50_000, paymentMethod: "card" }) }).catch((error: unknown) => error);
    expect(toAppError(thrown)).toMatchObject({ code: "too_many_requests", status: 429 });
  });

  it("readiness and the health check still answer 200 on their own connection", async () => {
    const readiness = await call(ready);
    expect(readiness.status).toBe(200);
    expect(readiness.body).toMatchObject({ status: "ready" });
    expect((await call(health)).status).toBe(200);
  });

  it("marks the request's pool as busy, not its database as unavailable", async () => {
    const faults = { databaseUnavailable: false, poolBusy: false };
    await requestFaults.run(faults, () => db().user.count().catch(() => null));
    expect(faults).toEqual({ databaseUnavailable: false, poolBusy: true });
  });

  it("a page answers 429 with Retry-After and the busy page in the reader's language, not Next's 500 or a 503", async () => {
    // As server.ts runs a page: Next's handler reads the database, and a failed read makes its
    // 500 page, its header sent first (flushHeaders), implicitly by a write, or by writeHead.
    const ways = ["flush", "write", "writeHead"] as const;
    let page = 0;
    const nextPage = async (_req: IncomingMessage, res: ServerResponse) => {
      const way = ways[page++ % ways.length];
      await db().user.count().catch(() => {
        res.statusCode = 500;
        res.setHeader("content-type", "text/html; charset=utf-8");
        res.setHeader("x-nextjs-cache", "MISS");
        if (way === "flush") res.flushHeaders();
        if (way === "writeHead") res.writeHead(500, { "x-powered-by": "Next.js" });
        res.write("<html><body>Next's 500 page");
        res.end("</body></html>");
      });
    };
    const server: Server = createServer((req, res) => void handleWithDatabaseFaults(req, res, nextPage));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const page = await fetch(`${base}/courses?q=x`);
      expect(page.status).toBe(429);
      expect(page.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(page.headers.get("cache-control")).toBe("no-store");
      expect(page.headers.get("x-nextjs-cache")).toBeNull();
      const html = await page.text();
      expect(html).toContain("Hozir so'rovlar juda ko'p");
      expect(html).toContain(`content="${page.headers.get("retry-after")}"`);
      expect(html).not.toContain("Next's 500 page");

      const russian = await fetch(`${base}/courses?lang=ru`);
      expect(russian.status).toBe(429);
      expect(await russian.text()).toContain("Сейчас слишком много запросов");

      // Sent by writeHead; then again on one keep-alive connection, so bytes written after the
      // busy page would break the next answer.
      const third = await fetch(`${base}/offline`);
      expect(third.status).toBe(429);
      expect(await third.text()).not.toContain("Next's 500 page");
      for (let i = 0; i < 3; i++) {
        const again = await fetch(`${base}/home`);
        expect(again.status).toBe(429);
        expect(await again.text()).toMatch(/<\/html>\n$/);
      }

      // Not a page: the 503 with Retry-After it had.
      const asset = await fetch(`${base}/_next/static/x.js`);
      expect(asset.status).toBe(503);
      expect(asset.headers.get("retry-after")).toMatch(/^\d+$/);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("a Payme call is answered from the providers' reserved connections", async () => {
    const res = await paymeCall("CheckPerformTransaction", { amount: 500_000, account: { account } });
    expect(res.body).toMatchObject({ result: { allow: true } });
  });

  it("a Click prepare writes its pending payment on the same reserve", async () => {
    const res = await clickCall("prepare", clickPrepareFields(account, "50000.00"));
    expect(res.body).toMatchObject({ error: 0, error_note: "Success", merchant_trans_id: account });
  });
});

describe("a database that does not answer", () => {
  afterEach(async () => {
    await disconnectDb();
    restore("DATABASE_URL", saved.url);
    resetEnvCache();
  });

  it("is still 503 database_unavailable with Retry-After", async () => {
    const student = await createUser();
    await disconnectDb();
    // Nothing listens on port 1: every connection is refused.
    const closed = new URL(saved.url!);
    closed.port = "1";
    process.env.DATABASE_URL = closed.toString();
    resetEnvCache();
    const res = await call(createPayment, { method: "POST", token: student.token, body: { amount: 50_000, paymentMethod: "card" } });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(res.body).toMatchObject({ success: false, code: "database_unavailable" });
    expect((await call(ready)).body).toMatchObject({ status: "database_unavailable" });
  });
});
