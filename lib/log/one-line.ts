import { logError, logInfo } from "@/lib/log/logger";

// A stack trace printed as is is a dozen lines a log collector files as a dozen events (issue
// 24). Errors Next or a package prints with console.error, and an exception nobody caught,
// become one JSON line each: the message, then the stack's frames joined with " | ".

const MAX_LENGTH = 4000;

/** One line from console.error's arguments: errors as name, message and frames. */
export function oneLine(args: unknown[]): string {
  return args
    .map((arg) => {
      if (arg instanceof Error) {
        const frames = (arg.stack ?? "").split("\n").map((frame) => frame.trim()).filter((frame) => frame.startsWith("at "));
        const cause = arg.cause instanceof Error ? ` | cause: ${oneLine([arg.cause])}` : "";
        return [`${arg.name}: ${arg.message}`.replace(/\s*\n\s*/g, " "), ...frames].join(" | ") + cause;
      }
      return (typeof arg === "string" ? arg : JSON.stringify(arg) ?? String(arg)).replace(/\s*\n\s*/g, " | ");
    })
    .join(" ")
    .slice(0, MAX_LENGTH);
}

/**
 * From now on console.error and uncaught exceptions write one JSON line each (stderr), and
 * Node's process warnings one info line each (stdout). Node printed a warning through
 * console.error, so a package's deprecation (pg's, for a query Prisma's adapter queues inside a
 * transaction: prisma/orm#29646) came out as an error at every start, which nothing could act on.
 */
export function logErrorsOnOneLine(): void {
  console.error = (...args: unknown[]) => logError("console_error", { message: oneLine(args) });
  // Node's own printer is the only listener it installs (none under --no-warnings).
  process.removeAllListeners("warning");
  process.on("warning", (warning: Error & { code?: string }) => {
    logInfo("process_warning", { name: warning.name, code: warning.code ?? null, message: warning.message.replace(/\s*\n\s*/g, " ") });
  });
  process.on("uncaughtException", (error) => {
    logError("uncaught_exception", { message: oneLine([error]) });
    process.exit(1);
  });
  process.on("unhandledRejection", (reason) => logError("unhandled_rejection", { message: oneLine([reason]) }));
}
