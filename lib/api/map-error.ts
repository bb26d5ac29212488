import { AppError } from "./errors";

type PrismaLikeError = { name?: string; code?: string; meta?: unknown; message?: string };

const CONNECTION_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "57P01", "57P03", "P1001", "P1002", "P1017"]);

/** Maps anything thrown in a request to the one AppError shape; unknown errors become 500. */
export function toAppError(thrown: unknown): AppError {
  if (thrown instanceof AppError) return thrown;
  const error = (thrown ?? {}) as PrismaLikeError;
  if (error.code === "P2002") return new AppError("conflict");
  if (error.code === "P2025") return new AppError("not_found");
  if (error.code === "P2003") return new AppError("conflict");
  // A deadlock or serialization failure rolled the transaction back: the client may retry.
  if (error.code === "P2034" || error.code === "40P01" || error.code === "40001") return new AppError("conflict");
  if ((error.code && CONNECTION_CODES.has(error.code)) || error.name === "PrismaClientInitializationError") {
    return new AppError("database_unavailable");
  }
  const cause = (thrown as { cause?: PrismaLikeError } | undefined)?.cause;
  if (cause?.code && CONNECTION_CODES.has(cause.code)) return new AppError("database_unavailable");
  if (typeof error.message === "string" && /DatabaseNotReachable|Can't reach database|connect ECONNREFUSED/.test(error.message)) {
    return new AppError("database_unavailable");
  }
  return new AppError("internal");
}
