import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { env } from "@/lib/env";
import { logError } from "@/lib/log/logger";
import { PrismaClient } from "./generated/client";
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

/** Keeps the last outcome, and marks the request under way (if any) when the database did not answer it. */
function observe(pool: pg.Pool): pg.Pool {
  const track = <T>(work: Promise<T>): Promise<T> => {
    const faults = requestFaults.getStore();
    return work.then(
      (result) => {
        databaseState.failing = false;
        return result;
      },
      (error: unknown) => {
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

function createClient() {
  // A connection that breaks (the database restarted) is dropped by the pool; a later query
  // opens a new one.
  const pool = observe(createPool(env().DB_POOL_SIZE, "db_pool"));
  // The metrics registry reads the pool's counts from here (lib/metrics/registry.ts).
  holder.qadamDbPool = pool;
  const adapter = new PrismaPg(pool, { statementNameGenerator: preparedStatementName });
  // Secrets (and the admin search's paymentCount) are left out of every query unless a select asks for them by name.
  // A transaction waits for a connection as long as any query does (DB_CONNECT_TIMEOUT_MS, as
  // documented), not Prisma's own 2 s: a burst of top-ups queued past it answered 503 (issue 25).
  return new PrismaClient({
    adapter,
    omit: { user: { passwordHash: true, tokenVersion: true, paymentCount: true } },
    transactionOptions: { maxWait: env().DB_CONNECT_TIMEOUT_MS },
  });
}

export type Db = ReturnType<typeof createClient>;
export type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

// One client per process: Next bundles route handlers apart from server.ts, so the
// instance lives on globalThis rather than in a module variable.
const holder = globalThis as typeof globalThis & { qadamDb?: Db; qadamDbPool?: pg.Pool };

export function db(): Db {
  holder.qadamDb ??= createClient();
  return holder.qadamDb;
}

/** Closes the client and its pool (the adapter leaves a pool it was given open). */
export async function disconnectDb(): Promise<void> {
  const [client, pool] = [holder.qadamDb, holder.qadamDbPool];
  holder.qadamDb = undefined;
  holder.qadamDbPool = undefined;
  await client?.$disconnect();
  await pool?.end();
}
