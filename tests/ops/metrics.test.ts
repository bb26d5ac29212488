import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { resetEnvCache } from "@/lib/env";
import { metricsResponse } from "@/lib/metrics/http";
import { recordRequest } from "@/lib/metrics/registry";
import { createUser, type TestUser } from "../support/factories";

const { version } = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../package.json"), "utf8")) as { version: string };
const SCRAPER_TOKEN = "scraper-token-0123456789abcdef";

const get = (headers: Record<string, string> = {}) => metricsResponse(new Request("http://localhost/metrics", { headers }));
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let student: TestUser;
let admin: TestUser;

beforeAll(async () => {
  student = await createUser();
  admin = await createUser({ role: "admin" });
});

afterEach(() => {
  delete process.env.METRICS_TOKEN;
  resetEnvCache();
});

describe("GET /metrics is never public", () => {
  it.each([
    ["a visitor", 401, () => ({})],
    ["a forged token", 401, () => bearer("not-a-jwt")],
    ["a student (Bearer)", 403, () => bearer(student.token)],
    ["a student (cookie)", 403, () => ({ cookie: `jwt=${student.token}` })],
  ])("%s is refused with %i", async (_who, status, headers) => {
    const response = await get(headers());
    expect(response.status).toBe(status);
    expect(await response.text()).not.toContain("http_requests_total");
  });

  it("a wrong scraper token is refused, the right one is let in", async () => {
    process.env.METRICS_TOKEN = SCRAPER_TOKEN;
    resetEnvCache();
    expect((await get(bearer(`${SCRAPER_TOKEN}x`))).status).toBe(401);
    expect((await get(bearer(SCRAPER_TOKEN))).status).toBe(200);
  });

  it("without METRICS_TOKEN no bearer string is the scraper's", async () => {
    expect((await get(bearer(""))).status).toBe(401);
    expect((await get(bearer("undefined"))).status).toBe(401);
  });
});

describe("GET /metrics for an admin", () => {
  it("answers Prometheus text with requests by route and status, event-loop lag, pool, sockets, pending payments and the version", async () => {
    await db().payment.create({ data: { userId: student.id, kind: "topup", status: "pending", amount: 50_000 } });
    recordRequest({ method: "GET", route: "/api/courses/[id]", status: 404, seconds: 0.02 });

    const response = await get(bearer(admin.token));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const text = await response.text();
    expect(text).toContain('http_requests_total{method="GET",route="/api/courses/[id]",status="404"} 1');
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0.025",method="GET",route="\/api\/courses\/\[id\]",status="404"\} 1/);
    expect(text).toContain("nodejs_eventloop_lag_seconds");
    const pool = (state: string) => Number(new RegExp(`qadam_db_pool_connections\\{state="${state}"\\} (\\d+)`).exec(text)?.[1]);
    // The test has used the pool, so it holds at least one connection, busy or idle.
    expect(pool("in_use") + pool("idle")).toBeGreaterThanOrEqual(1);
    expect(pool("waiting")).toBe(0);
    expect(text).toContain("qadam_socket_connections 0");
    // Nothing waits in the admin lane once its requests are answered.
    expect(text).toContain('qadam_admin_lane_requests{state="waiting"} 0');
    expect(text).toContain('qadam_password_gate_requests{state="waiting"} 0');
    expect(text).toContain("qadam_pending_payments 1");
    expect(text).toContain(`qadam_build_info{version="${version}"} 1`);
  });
});
