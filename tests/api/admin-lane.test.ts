import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_CONCURRENCY, ADMIN_WAITING, adminLaneStats, inAdminLane } from "@/lib/api/admin-lane";
import { AppError } from "@/lib/errors/app-error";
import { droppedRequests } from "@/lib/request/dropped";
import { route } from "@/lib/api/route";
import { call } from "../support/call";
import { createUser, type TestUser } from "../support/factories";

// Issue 27: an admin flood must not take the event loop from the school. Admin handlers run
// ADMIN_CONCURRENCY at a time; a visitor's or a student's request never waits behind them.

/** An admin route whose handlers stay busy until released, counting how many run at once. */
function heldAdminRoute() {
  let running = 0;
  let most = 0;
  let started = 0;
  const releases: (() => void)[] = [];
  const handler = route({ auth: "admin" }, async () => {
    running++;
    started++;
    most = Math.max(most, running);
    await new Promise<void>((resolve) => releases.push(resolve));
    running--;
    return { done: true };
  });
  return {
    handler,
    get most() {
      return most;
    },
    get started() {
      return started;
    },
    /** Lets every handler that started, and each that starts later, finish. */
    async releaseAll(total: number) {
      while (releases.length > 0 || started < total) {
        releases.splice(0).forEach((release) => release());
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
  };
}

/** Takes every place of the lane for `admin` until released. */
function holdLane(admin: string) {
  const releases: (() => void)[] = [];
  const holding = Array.from({ length: ADMIN_CONCURRENCY }, () =>
    inAdminLane(() => new Promise<void>((resolve) => releases.push(resolve)), { admin }),
  );
  return {
    release() {
      releases.forEach((release) => release());
      return Promise.all(holding);
    },
  };
}

/** `count` instant jobs of `admin` waiting in the lane: what each answered. */
function fillQueue(admin: string, count: number) {
  return Promise.all(Array.from({ length: count }, () => inAdminLane(async () => "queued", { admin })));
}

/** Waits until `check` holds, polling. */
async function until(check: () => boolean) {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe("the admin lane", () => {
  let admin: TestUser;
  let otherAdmin: TestUser;
  let student: TestUser;
  beforeAll(async () => {
    [admin, otherAdmin, student] = await Promise.all([createUser({ role: "admin" }), createUser({ role: "admin" }), createUser()]);
  });

  it("runs admin handlers a few at a time and answers every one", async () => {
    const held = heldAdminRoute();
    const answers = Promise.all(Array.from({ length: 10 }, () => call(held.handler, { token: admin.token })));
    await until(() => held.started === ADMIN_CONCURRENCY);
    // The others wait: give them every chance to start.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(held.started).toBe(ADMIN_CONCURRENCY);
    await held.releaseAll(10);
    expect((await answers).map((res) => res.status)).toEqual(Array(10).fill(200));
    expect(held.most).toBe(ADMIN_CONCURRENCY);
  });

  it("never holds a visitor's or a student's request, nor a student's knock on an admin route", async () => {
    const held = heldAdminRoute();
    const busy = Promise.all(Array.from({ length: ADMIN_CONCURRENCY + 3 }, () => call(held.handler, { token: admin.token })));
    await until(() => held.started === ADMIN_CONCURRENCY);
    const open = route({ auth: "optional" }, async ({ caller }) => ({ who: caller?.role ?? "visitor" }));
    expect((await call(open)).body).toMatchObject({ who: "visitor" });
    expect((await call(open, { token: student.token })).body).toMatchObject({ who: "student" });
    expect((await call(held.handler, { token: student.token })).status).toBe(403);
    expect(held.started).toBe(ADMIN_CONCURRENCY);
    await held.releaseAll(ADMIN_CONCURRENCY + 3);
    expect((await busy).every((res) => res.status === 200)).toBe(true);
  });

  it("refuses an admin request with 503 server_busy and Retry-After when the admin's queue is full, then takes them again", async () => {
    // The places and the queue are held by promises resolved here, so no real work (nor the
    // machine's load) decides when they end.
    const held = holdLane(admin.id);
    await until(() => adminLaneStats().running === ADMIN_CONCURRENCY);
    const queued = fillQueue(admin.id, ADMIN_WAITING);
    expect(adminLaneStats()).toEqual({ running: ADMIN_CONCURRENCY, waiting: ADMIN_WAITING });
    const adminRoute = heldAdminRoute();
    const refused = await call(adminRoute.handler, { token: admin.token });
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({ success: false, code: "server_busy" });
    expect(refused.headers.get("retry-after")).toBe("5");
    await held.release();
    expect(await queued).toEqual(Array(ADMIN_WAITING).fill("queued"));
    const after = call(adminRoute.handler, { token: admin.token });
    await adminRoute.releaseAll(1);
    expect((await after).status).toBe(200);
  });

  it("refuses only the flooding admin past their bound, and still serves another admin (issue 46 item 2)", async () => {
    const held = holdLane(admin.id);
    await until(() => adminLaneStats().running === ADMIN_CONCURRENCY);
    const queued = fillQueue(admin.id, ADMIN_WAITING);
    const quick = route({ auth: "admin" }, async () => ({ served: true }));
    expect((await call(quick, { token: admin.token })).status).toBe(503);
    const served = call(quick, { token: otherAdmin.token });
    // Refused, it is answered at once; let in, it waits its turn.
    await Promise.race([served, until(() => adminLaneStats().waiting === ADMIN_WAITING + 1)]);
    await held.release();
    expect((await served).status).toBe(200);
    expect(await queued).toEqual(Array(ADMIN_WAITING).fill("queued"));
  });

  it("starts another admin's request before most of the requests one admin queued earlier (issue 46 item 2)", async () => {
    const held = holdLane(admin.id);
    await until(() => adminLaneStats().running === ADMIN_CONCURRENCY);
    const starts: string[] = [];
    const flood = Array.from({ length: 20 }, () => inAdminLane(async () => starts.push("flooder"), { admin: admin.id }));
    const other = call(
      route({ auth: "admin" }, async () => ({ at: starts.push("other") })),
      { token: otherAdmin.token },
    );
    await until(() => adminLaneStats().waiting === flood.length + 1);
    await held.release();
    expect((await other).status).toBe(200);
    await Promise.all(flood);
    // Each admin in turn: the other admin waits behind the flooder's next one at most, not all 20.
    expect(starts.indexOf("other")).toBeLessThanOrEqual(ADMIN_CONCURRENCY);
  });

  it("runs no queued admin request whose client left while it waited, and no request whose client left before its handler (issue 46)", async () => {
    const held = heldAdminRoute();
    const busy = Promise.all(Array.from({ length: ADMIN_CONCURRENCY }, () => call(held.handler, { token: admin.token })));
    await until(() => held.started === ADMIN_CONCURRENCY);
    const before = droppedRequests().client_gone;
    const leaving = Array.from({ length: 6 }, () => new AbortController());
    const left = Promise.all(leaving.map((controller) => call(held.handler, { token: admin.token, signal: controller.signal })));
    await until(() => adminLaneStats().waiting === leaving.length);
    leaving.forEach((controller) => controller.abort());
    await held.releaseAll(ADMIN_CONCURRENCY);
    expect((await left).map((res) => res.status)).toEqual(Array(leaving.length).fill(499));
    expect((await busy).map((res) => res.status)).toEqual(Array(ADMIN_CONCURRENCY).fill(200));
    expect(held.started).toBe(ADMIN_CONCURRENCY);
    // A student's request whose client is gone before its handler starts is not run either.
    let ran = 0;
    const open = route({ auth: "optional" }, async () => ({ ran: ++ran }));
    expect((await call(open, { token: student.token, signal: AbortSignal.abort() })).status).toBe(499);
    expect(ran).toBe(0);
    expect(droppedRequests().client_gone - before).toBe(leaving.length + 1);
  });

  it("answers 503 server_busy with Retry-After for work that waited past the lane's budget, instead of running it late (issue 46)", async () => {
    const releases: (() => void)[] = [];
    const holding = Array.from({ length: ADMIN_CONCURRENCY }, () =>
      inAdminLane(() => new Promise<string>((resolve) => releases.push(() => resolve("held"))), { admin: admin.id }),
    );
    await until(() => releases.length === ADMIN_CONCURRENCY);
    const before = droppedRequests().queue_budget;
    let ran = 0;
    // A budget of nothing: whatever had to queue is past it when its turn comes.
    const late = Array.from({ length: 3 }, () => inAdminLane(async () => ++ran, { admin: admin.id, budgetMs: 0 }).catch((error: unknown) => error));
    await until(() => adminLaneStats().waiting === late.length);
    releases.forEach((release) => release());
    expect(await Promise.all(holding)).toEqual(Array(ADMIN_CONCURRENCY).fill("held"));
    for (const refused of await Promise.all(late)) {
      expect(refused).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({ code: "server_busy", status: 503, headers: { "retry-after": "5" } });
    }
    expect(ran).toBe(0);
    expect(droppedRequests().queue_budget - before).toBe(late.length);
    // Work let in at once is never late, whatever the budget.
    await expect(inAdminLane(async () => "at once", { admin: admin.id, budgetMs: 0 })).resolves.toBe("at once");
  });
});
