// "Our pool is busy" apart from "the database does not answer" (issue 46 item 4): a request that
// waited DB_CONNECT_TIMEOUT_MS for one of our connections while the database answered the others
// is told to come back (429 `too_many_requests`, Retry-After), never 503 `database_unavailable`.

/** Seconds a client shed for a busy pool is asked to wait: the pool's queries take milliseconds. */
export const POOL_BUSY_RETRY_AFTER_SECONDS = 3;

/** pg-pool's error for a waiter not given a connection in time (the pool full, not a connect). */
const POOL_WAIT_TIMEOUT = "timeout exceeded when trying to connect";

const BUSY_MESSAGE = /database pool busy/;

export class DatabasePoolBusyError extends Error {
  constructor(waitedMs: number) {
    super(`database pool busy: no connection free within ${waitedMs} ms`);
    this.name = "DatabasePoolBusyError";
  }
}

export function isPoolWaitTimeout(thrown: unknown): boolean {
  return thrown instanceof Error && thrown.message === POOL_WAIT_TIMEOUT;
}

type Inspectable = { message?: unknown; cause?: unknown; meta?: unknown; driverAdapterError?: unknown };

/** True for DatabasePoolBusyError however Prisma wraps it (its message, cause or adapter error). */
export function isPoolBusy(thrown: unknown, depth = 0): boolean {
  if (!thrown || typeof thrown !== "object" || depth > 4) return false;
  const error = thrown as Inspectable;
  if (typeof error.message === "string" && BUSY_MESSAGE.test(error.message)) return true;
  const meta = (error.meta ?? {}) as Inspectable;
  return [error.cause, error.driverAdapterError, meta.driverAdapterError].some((inner) => isPoolBusy(inner, depth + 1));
}
