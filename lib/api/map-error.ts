import { isPoolBusy, POOL_BUSY_RETRY_AFTER_SECONDS } from "@/lib/db/pool-busy";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";
import { AppError } from "@/lib/errors/app-error";

type PrismaLikeError = { code?: string; meta?: { driverAdapterError?: { cause?: { originalCode?: string } } } };

// A deadlock or serialization failure rolled the statement back: the client may retry.
const RETRYABLE = new Set(["P2034", "40P01", "40001"]);

/** Maps anything thrown in a request to the one AppError shape; unknown errors become 500. */
export function toAppError(thrown: unknown): AppError {
  if (thrown instanceof AppError) return thrown;
  // Every connection of ours was busy while the database answered: come back shortly (429),
  // not "the database is down".
  if (isPoolBusy(thrown)) return new AppError("too_many_requests", undefined, undefined, { "retry-after": String(POOL_BUSY_RETRY_AFTER_SECONDS) });
  // Timeouts and lost connections first: a statement cancelled by statement_timeout must be
  // a 503 (retry later), whatever Prisma wraps it in.
  if (isDatabaseUnavailable(thrown)) return new AppError("database_unavailable");
  const error = (thrown ?? {}) as PrismaLikeError;
  if (error.code === "P2002") return new AppError("conflict");
  if (error.code === "P2025") return new AppError("not_found");
  if (error.code === "P2003") return new AppError("conflict");
  // A raw statement's failure (P2010) carries PostgreSQL's code in the adapter's error.
  const postgresCode = error.meta?.driverAdapterError?.cause?.originalCode;
  if (RETRYABLE.has(error.code ?? "") || RETRYABLE.has(postgresCode ?? "")) return new AppError("conflict");
  return new AppError("internal");
}
