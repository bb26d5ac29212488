import type { ServerResponse } from "node:http";
import { requestFaults, type RequestFaults } from "@/lib/db/request-faults";
import { DATABASE_RETRY_AFTER_SECONDS } from "@/lib/db/unavailable";

/**
 * Runs one request so that a database that did not answer shows in its status: a page that
 * failed after the pool recorded a timeout or a lost connection answers 503 instead of Next's
 * 500, and every 503 tells the client when to retry (DESIGN.md: 503 with Retry-After).
 */
export function handleWithDatabaseFaults(res: ServerResponse, handle: () => unknown): void {
  const faults: RequestFaults = { databaseUnavailable: false };
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  // Node's implicit header (res.statusCode then write/end) goes through res.writeHead too.
  res.writeHead = ((statusCode: number, ...rest: unknown[]) => {
    const status = statusCode === 500 && faults.databaseUnavailable ? 503 : statusCode;
    if (status === 503 && !res.hasHeader("retry-after")) res.setHeader("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
    // A reason phrase given for the 500 would be wrong for the 503.
    return writeHead(status, ...(status === statusCode ? rest : rest.filter((arg) => typeof arg !== "string")));
  }) as ServerResponse["writeHead"];
  requestFaults.run(faults, handle);
}
