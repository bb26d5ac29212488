import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { env } from "@/lib/env";
import { logError } from "@/lib/log/logger";
import { PrismaClient } from "./generated/client";
import { DatabasePoolBusyError, isPoolWaitTimeout } from "./pool-busy";
import { preparedStatementName } from "./prepared";
import { databaseState, requestFaults } from "./request-faults";
import { isDatabaseUnavailable } from "./unavailable";

/**
 * Connection settings every pool of the app uses. The statement and idle-in-transaction
 * timeouts are enforced by PostgreSQL; the read timeout (a second longer) by the driver, for
 * a server that does not answer at all (frozen, or its host gone).
 */
export function poolConfig(max: number): pg.PoolConfig {
  const { DATABASE_URL, DB_CONNECT_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS, DB_IDLE_TX_TIMEOUT_MS } = env();
  if (!DATABASE_URL) throw new Error("DATABASE_URL is not set: start the app through server.ts");
  return {
    connectionString: DATABASE_URL,
    max,
    connectionTimeoutMillis: DB_CONNECT_TIMEOUT_MS,
    statement_timeout: DB_STATEMENT_TIMEOUT_MS,
    query_timeout: DB_STATEMENT_TIMEOUT_MS + 1000,
    idle_in_transaction_session_timeout: DB_IDLE_TX_TIMEOUT_MS,
  };
}

/**
 * A pool with the app's timeouts whose connections never throw: a connection that breaks
 * while checked out (the database restarted, or stopped under a LISTEN) emits "error", which
 * without a listener would be an uncaught exception.
 */
export function createPool(max: number, name: string): pg.Pool {
  const pool = new pg.Pool(poolConfig(max));
  pool.on("error", (error) => logError(name, { message: error.message }));
  pool.on("connect", (client) => client.on("error", (error) => logError(name, { message: error.message })));
  return pool;
}

/**
 * Keeps the last outcome, and marks the request under way (if any) when the database did not
 * answer it. A wait for a connection that ran out while the database was answering is the
 * pool's doing, not the database's: it becomes a DatabasePoolBusyError (429, lib/api/map-error.ts).
 */
function observe(pool: pg.Pool): pg.Pool {
  const track = <T>(work: Promise<T>): Promise<T> => {
    const faults = requestFaults.getStore();
    return work.then(
      (result) => {
        databaseState.failing = false;
        return result;
      },
      (error: unknown) => {
        if (isPoolWaitTimeout(error) && !databaseState.failing) {
          // A page then answers 429 with Retry-After and the busy page (lib/boot/database-faults.ts).
          if (faults) faults.poolBusy = true;
          throw new DatabasePoolBusyError(env().DB_CONNECT_TIMEOUT_MS);
        }
        if (isDatabaseUnavailable(error)) {
          databaseState.failing = true;
          if (faults) faults.databaseUnavailable = true;
        }
        throw error;
      },
    );
  };
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => Promise<pg.PoolClient>;
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<pg.QueryResult>;
  // The adapter calls both in their promise forms; callback forms pass through untouched.
  const calledBack = (args: unknown[]) => typeof args.at(-1) === "function";
  Object.assign(pool, {
    connect: (...args: unknown[]) => (calledBack(args) ? connect(...args) : track(connect())),
    query: (...args: unknown[]) => (calledBack(args) ? query(...args) : track(query(...args))),
  });
  return pool;
}

function createClient(pool: pg.Pool) {
  const adapter = new PrismaPg(pool, { statementNameGenerator: preparedStatementName });
  // Secrets (and the admin search's paymentCount) are left out of every query unless a select asks for them by name.
  // A transaction waits for a connection as long as any query does (DB_CONNECT_TIMEOUT_MS, as
  // documented), not Prisma's own 2 s: a burst of top-ups queued past it answered 503 (issue 25).
  // Prisma's wait is a second longer, so that the pool's own answer (busy, or the database
  // unreachable) is the one that arrives, with its reason.
  return new PrismaClient({
    adapter,
    omit: { user: { passwordHash: true, tokenVersion: true, paymentCount: true } },
    transactionOptions: { maxWait: env().DB_CONNECT_TIMEOUT_MS + 1000 },
  });
}

export type Db = ReturnType<typeof createClient>;
export type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

/**
 * Connections kept for Payme's and Click's calls alone (lib/payments/provider-route.ts): a flood
 * of the school's requests must not make a provider's transaction time out, which it counts as
 * failed (issue 46 item 4).
 */
export const PROVIDER_POOL_SIZE = 2;

// One client per process (and one for the providers, one pool for the health checks): Next
// bundles route handlers apart from server.ts, so the instances live on globalThis rather than
// in module variables.
const holder = globalThis as typeof globalThis & {
  qadamDb?: Db;
  qadamDbPool?: pg.Pool;
  qadamProviderDb?: Db;
  qadamProviderPool?: pg.Pool;
  qadamHealthPool?: pg.Pool;
  qadamProviderScope?: AsyncLocalStorage<true>;
};
const providerScope = (holder.qadamProviderScope ??= new AsyncLocalStorage<true>());

/** Runs a provider's call so that its queries use the providers' reserved connections. */
export function withProviderConnections<T>(work: () => Promise<T>): Promise<T> {
  return providerScope.run(true, work);
}

export function db(): Db {
  if (providerScope.getStore()) {
    holder.qadamProviderPool ??= observe(createPool(PROVIDER_POOL_SIZE, "db_provider_pool"));
    holder.qadamProviderDb ??= createClient(holder.qadamProviderPool);
    return holder.qadamProviderDb;
  }
  if (!holder.qadamDb) {
    // A connection that breaks (the database restarted) is dropped by the pool; a later query
    // opens a new one. The metrics registry reads the pool's counts from the holder
    // (lib/metrics/registry.ts).
    holder.qadamDbPool = observe(createPool(env().DB_POOL_SIZE, "db_pool"));
    holder.qadamDb = createClient(holder.qadamDbPool);
  }
  return holder.qadamDb;
}

/**
 * One connection of its own for the health checks (lib/db/health.ts): readiness answers at
 * once while every connection of the pool is busy, rather than waiting behind the flood and
 * calling a healthy database unavailable.
 */
export function healthPool(): pg.Pool {
  holder.qadamHealthPool ??= observe(createPool(1, "db_health_pool"));
  return holder.qadamHealthPool;
}

/** Closes the clients and their pools (the adapter leaves a pool it was given open). */
export async function disconnectDb(): Promise<void> {
  const clients = [holder.qadamDb, holder.qadamProviderDb];
  const pools = [holder.qadamDbPool, holder.qadamProviderPool, holder.qadamHealthPool];
  holder.qadamDb = holder.qadamProviderDb = undefined;
  holder.qadamDbPool = holder.qadamProviderPool = holder.qadamHealthPool = undefined;
  for (const client of clients) await client?.$disconnect();
  for (const pool of pools) await pool?.end();
}
