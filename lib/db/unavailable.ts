// Tells "the database did not answer" apart from every other failure, for the 503 answers of
// the API (lib/api/map-error.ts) and of pages (server.ts). Prisma wraps the pg driver's
// errors in its own, so the error, its cause and the driver error Prisma carries are read.

/** Seconds a client is asked to wait (Retry-After) when the database is unavailable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const CODES = new Set([
  // sockets
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  // PostgreSQL: connection exceptions, shutdown and start-up, too many connections,
  // statement timeout (57014) and the idle-in-transaction timeout (25P03)
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "57014",
  "57P01",
  "57P02",
  "57P03",
  "53300",
  "25P03",
  // Prisma: unreachable, timed out, connection closed, no connection from the pool in time
  "P1001",
  "P1002",
  "P1008",
  "P1017",
  "P2024",
]);

const KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);

const MESSAGES =
  /timeout exceeded when trying to connect|Query read timeout|Connection terminated|timeout expired|not queryable|Can't reach database|DatabaseNotReachable|connect ECONNREFUSED|canceling statement due to statement timeout|Unable to start a transaction in the given time|Server has closed the connection/;

type Inspectable = {
  name?: unknown;
  code?: unknown;
  originalCode?: unknown;
  kind?: unknown;
  message?: unknown;
  cause?: unknown;
  meta?: unknown;
  driverAdapterError?: unknown;
};

export function isDatabaseUnavailable(thrown: unknown, depth = 0): boolean {
  if (!thrown || typeof thrown !== "object" || depth > 4) return false;
  const error = thrown as Inspectable;
  if (error.name === "PrismaClientInitializationError") return true;
  for (const code of [error.code, error.originalCode]) if (typeof code === "string" && CODES.has(code)) return true;
  if (typeof error.kind === "string" && KINDS.has(error.kind)) return true;
  if (error.kind === "postgres" && typeof error.code === "string" && CODES.has(error.code)) return true;
  if (typeof error.message === "string" && MESSAGES.test(error.message)) return true;
  const meta = (error.meta ?? {}) as Inspectable;
  return [error.cause, error.driverAdapterError, meta.driverAdapterError].some((inner) => isDatabaseUnavailable(inner, depth + 1));
}
