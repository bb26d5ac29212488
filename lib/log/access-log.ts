import type { IncomingMessage, ServerResponse } from "node:http";
import { env } from "@/lib/env";
import { logAccessLine } from "@/lib/log/logger";
import { pathnameOf, routeOf } from "@/lib/metrics/http";

/**
 * ACCESS_LOG=1 (issue 24): one JSON line per request once it is over, from the app itself
 * (Caddy's access log covers only compose): the method, the route pattern (`/courses/[id]`,
 * never the path's ids nor the query, so no token or secret a URL carries), the status, the
 * time taken in milliseconds, and `aborted` when the client left before the answer was sent.
 */
export function logAccess(req: IncomingMessage, res: ServerResponse): void {
  if (env().ACCESS_LOG !== "1") return;
  const started = process.hrtime.bigint();
  res.once("close", () => {
    const ms = Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10;
    logAccessLine({
      method: req.method,
      route: routeOf(pathnameOf(req)),
      status: res.statusCode,
      ms,
      ...(res.writableFinished ? {} : { aborted: true }),
    });
  });
}
