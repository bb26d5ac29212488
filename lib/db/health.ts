import "server-only";
import { isShuttingDown } from "@/lib/boot/readiness";
import { healthPool } from "./client";
import { APPLIED_MIGRATIONS_SQL, compareMigrations, shippedMigrations } from "./migration-status";

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
 * database answers within `timeoutMs`, and it holds exactly the migrations this version ships.
 */
export async function checkReadiness(timeoutMs = 2000): Promise<Readiness> {
  if (isShuttingDown()) return "shutting_down";
  let timer: NodeJS.Timeout | undefined;
  const applied = healthPool()
    .query<{ migration_name: string }>(APPLIED_MIGRATIONS_SQL)
    .then(({ rows }) => rows.map((row) => row.migration_name))
    .catch(() => null);
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => setImmediate(() => resolve(null)), timeoutMs);
  });
  try {
    const names = await Promise.race([applied, timeout]);
    if (!names) return "database_unavailable";
    const { pending, unknown } = compareMigrations(await shippedMigrations(), names);
    if (unknown.length) return "schema_newer";
    if (pending.length) return "migrations_pending";
    // A signal may have come while the database answered.
    return isShuttingDown() ? "shutting_down" : "ready";
  } finally {
    clearTimeout(timer);
  }
}
