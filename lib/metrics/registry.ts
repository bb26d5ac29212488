import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { adminLaneStats } from "@/lib/api/admin-lane";
import { VERSION } from "@/lib/version";
import { countPendingPayments } from "./count-pending-payments";
import { droppedRequests } from "@/lib/request/dropped";

// One registry per process, read by GET /metrics (lib/metrics/http.ts). Default metrics
// include the event-loop lag (nodejs_eventloop_lag_seconds and its percentiles).
const holder = globalThis as typeof globalThis & { qadamMetrics?: ReturnType<typeof createRegistry> };

type GateStats = { running: number; waiting: number };
const sources: { sockets: () => number; passwordGate: () => GateStats } = { sockets: () => 0, passwordGate: () => ({ running: 0, waiting: 0 }) };

// lib/db/client.ts keeps the Prisma client's pg pool here (beside the client itself).
type PoolCounts = { totalCount: number; idleCount: number; waitingCount: number };
const poolHolder = globalThis as typeof globalThis & { qadamDbPool?: PoolCounts };

function dbPoolStats() {
  const pool = poolHolder.qadamDbPool;
  return { total: pool?.totalCount ?? 0, idle: pool?.idleCount ?? 0, waiting: pool?.waitingCount ?? 0 };
}

function createRegistry() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ["method", "route", "status"] as const;
  const requests = new Counter({ name: "http_requests_total", help: "HTTP requests answered, by route pattern and status", labelNames, registers: [registry] });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request, by route pattern and status",
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: "qadam_db_pool_connections",
    help: "Database connections of this instance's pool: in_use, idle, and requests waiting for one",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const stats = dbPoolStats();
      this.set({ state: "in_use" }, stats.total - stats.idle);
      this.set({ state: "idle" }, stats.idle);
      this.set({ state: "waiting" }, stats.waiting);
    },
  });
  new Gauge({
    name: "qadam_admin_lane_requests",
    help: "Admin handlers of this instance running, and waiting for their turn (lib/api/admin-lane.ts)",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const stats = adminLaneStats();
      this.set({ state: "running" }, stats.running);
      this.set({ state: "waiting" }, stats.waiting);
    },
  });
  new Gauge({
    name: "qadam_password_gate_requests",
    help: "Requests of this instance that reach bcrypt (logins, registrations, password changes, one-time codes and resets) let into the app, and waiting before it for the bcrypt workers (lib/auth/password-gate.ts)",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const stats = sources.passwordGate();
      this.set({ state: "running" }, stats.running);
      this.set({ state: "waiting" }, stats.waiting);
    },
  });
  new Gauge({
    name: "qadam_socket_connections",
    help: "Open admin notification sockets on this instance",
    registers: [registry],
    collect() {
      this.set(sources.sockets());
    },
  });
  // Always 1: the label says which version this instance runs, so a dashboard sees a rollout.
  new Gauge({ name: "qadam_build_info", help: "The version this instance runs (package.json's), as its label", labelNames: ["version"] as const, registers: [registry] }).set({ version: VERSION }, 1);
  new Gauge({
    name: "qadam_pending_payments",
    help: "Top-ups waiting for an admin's decision (whole database)",
    registers: [registry],
    async collect() {
      // A database that does not answer leaves the last value; /api/health reports it.
      const count = await countPendingPayments().catch(() => null);
      if (count !== null) this.set(count);
    },
  });
  new Counter({
    name: "qadam_requests_dropped_total",
    help: "Requests not run: their client had gone before their turn (client_gone), or they waited in a queue past its budget and were answered 503 (queue_budget)",
    labelNames: ["reason"] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [reason, count] of Object.entries(droppedRequests())) this.inc({ reason }, count);
    },
  });
  return { registry, requests, duration };
}

export function metrics() {
  holder.qadamMetrics ??= createRegistry();
  return holder.qadamMetrics;
}

export function recordRequest(fields: { method: string; route: string; status: number; seconds: number }): void {
  const labels = { method: fields.method, route: fields.route, status: String(fields.status) };
  const { requests, duration } = metrics();
  requests.inc(labels);
  duration.observe(labels, fields.seconds);
}

/** How many admin sockets are open; server.ts gives the socket.io server's count. */
export function countSocketsWith(count: () => number): void {
  sources.sockets = count;
}

/** The password gate's counts; server.ts gives its gate's. */
export function countPasswordRequestsWith(stats: () => GateStats): void {
  sources.passwordGate = stats;
}
