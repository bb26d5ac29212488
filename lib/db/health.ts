import "server-only";
import { isShuttingDown } from "@/lib/lifecycle/readiness";
import { healthPool } from "./client";
import { APPLIED_MIGRATIONS_SQL, compareMigrations, incompatibleMigrations, shippedMigrations } from "./migration-status";

/**
 * True when the database answers `SELECT 1` within `timeoutMs`, asked on the health checks' own
 * connection: a busy pool is not a database that does not answer. When the timer fires, the
 * answer may already be waiting on the socket (the event loop was busy, not the database):
 * one turn of the loop is given to read it before the database is called down.
 */
export async function checkDatabase(timeoutMs = 2000): Promise<boolean> {
  let settled: boolean | undefined;
  const query = healthPool()
    .query("SELECT 1")
    .then(() => true)
    .catch(() => false)
    .then((ok) => (settled = ok));
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => setImmediate(() => resolve(settled ?? false)), timeoutMs);
  });
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export type Readiness = "ready" | "shutting_down" | "database_unavailable" | "migrations_pending" | "schema_newer";

/**
 * Whether this instance should get requests (GET /api/health/ready): not shutting down, the
 * database answers within `timeoutMs`, it holds every migration this version ships, and any
 * newer one keeps this version working (marked so: lib/db/migration-status.ts). An old instance
 * thus stays in rotation while a newer version expands the schema (issue 45).
 */
export async function checkReadiness(timeoutMs = 2000): Promise<Readiness> {
  if (isShuttingDown()) return "shutting_down";
  let timer: NodeJS.Timeout | undefined;
  const applied = (async () => {
    const ask = async <T>(sql: string) => (await healthPool().query(sql)).rows as T[];
    const rows = await ask<{ migration_name: string }>(APPLIED_MIGRATIONS_SQL);
    const shippedNames = await shippedMigrations();
    const status = compareMigrations(shippedNames, rows.map((row) => row.migration_name));
    const incompatible = await incompatibleMigrations(status.unknown, shippedNames, ask);
    return { pending: status.pending, incompatible };
  })().catch(() => null);
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => setImmediate(() => resolve(null)), timeoutMs);
  });
  try {
    const status = await Promise.race([applied, timeout]);
    if (!status) return "database_unavailable";
    const { pending, incompatible } = status;
    if (incompatible.length) return "schema_newer";
    if (pending.length) return "migrations_pending";
    // A signal may have come while the database answered.
    return isShuttingDown() ? "shutting_down" : "ready";
  } finally {
    clearTimeout(timer);
  }
}
