import { env } from "@/lib/env";

type Fields = Record<string, string | number | boolean | null | undefined>;

// The level of a valid environment; while start-up reports settings that do not parse
// (InvalidSettingsError), everything is logged: that report is what the operator needs.
function level(): string {
  try {
    return env().LOG_LEVEL;
  } catch {
    return "info";
  }
}

// One JSON line per event on stderr. Callers pass named fields only: never a request
// body, header, token or password.
export function logError(event: string, fields: Fields): void {
  if (level() === "silent") return;
  process.stderr.write(`${JSON.stringify({ level: "error", time: new Date().toISOString(), event, ...fields })}\n`);
}

export function logInfo(event: string, fields: Fields = {}): void {
  if (level() !== "info") return;
  process.stdout.write(`${JSON.stringify({ level: "info", time: new Date().toISOString(), event, ...fields })}\n`);
}

/** An access-log line (ACCESS_LOG=1, lib/log/access-log.ts): on stdout at any LOG_LEVEL but silent. */
export function logAccessLine(fields: Fields): void {
  if (level() === "silent") return;
  process.stdout.write(`${JSON.stringify({ level: "info", time: new Date().toISOString(), event: "request", ...fields })}\n`);
}
