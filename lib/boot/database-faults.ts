import type { IncomingMessage, ServerResponse } from "node:http";
import { parse, type UrlWithParsedQuery } from "node:url";
import { checkDatabase } from "@/lib/db/health";
import { databaseState, requestFaults, type RequestFaults } from "@/lib/db/request-faults";
import { POOL_BUSY_RETRY_AFTER_SECONDS } from "@/lib/db/pool-busy";
import { DATABASE_RETRY_AFTER_SECONDS } from "@/lib/db/unavailable";
import { busyPageHtml, busyPageLocale } from "./busy-page";
import { UNAVAILABLE_HEADER, UNAVAILABLE_PATH } from "./unavailable";

const PROBE_TIMEOUT_MS = 1000;

type Handle = (req: IncomingMessage, res: ServerResponse, parsedUrl?: UrlWithParsedQuery) => Promise<unknown> | unknown;

function isPage(req: IncomingMessage): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const pathname = (req.url ?? "/").split("?")[0]!;
  return !/^\/(api|_next|ws)(\/|$)/.test(pathname) && !/\.[a-z0-9]+$/i.test(pathname);
}

/**
 * Runs one request so that a database that does not answer shows in its status (DESIGN.md:
 * 503 with Retry-After, never a hung request):
 * - a page that fails after the pool recorded a timeout or a lost connection answers 503
 *   instead of Next's 500;
 * - a page with a loading.tsx streams its status before its data, so while the last database call
 *   failed, a page first checks the database, and when it still does not answer, the
 *   "unavailable" page is served with 503;
 * - every 503 tells the client when to retry;
 * - a page that fails after waiting its budget for one of our connections while the database
 *   answered (the pool busy, issue 46 item 4) answers 429 with Retry-After and the busy page
 *   (./busy-page.ts) in place of Next's 500 page, which is dropped unsent.
 */
export async function handleWithDatabaseFaults(req: IncomingMessage, res: ServerResponse, handle: Handle): Promise<void> {
  delete req.headers[UNAVAILABLE_HEADER];
  const faults: RequestFaults = { databaseUnavailable: false };
  let forced: number | undefined;
  // Set once the busy page has been sent: whatever Next writes after it goes nowhere.
  let replaced = false;
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  const flushHeaders = res.flushHeaders.bind(res);
  const sendBusyPage = () => {
    replaced = true;
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    const html = busyPageHtml(busyPageLocale(req), POOL_BUSY_RETRY_AFTER_SECONDS, req.url ?? "/");
    writeHead(429, {
      "content-type": "text/html; charset=utf-8",
      "content-length": String(Buffer.byteLength(html)),
      "retry-after": String(POOL_BUSY_RETRY_AFTER_SECONDS),
      "cache-control": "no-store",
    });
    end(req.method === "HEAD" ? undefined : html);
    return res;
  };
  const callBack = (args: unknown[]) => {
    const done = args.findLast((arg) => typeof arg === "function") as (() => void) | undefined;
    if (done) process.nextTick(done);
  };
  const busyPage = (statusCode: number) => forced === undefined && statusCode === 500 && faults.poolBusy === true && !faults.databaseUnavailable && isPage(req);
  // Decided before Node's own write, end or flushHeaders sends the implicit header: sent from
  // inside them, the busy page would be followed by the bytes they go on to write.
  const replaceFirst = () => {
    if (!replaced && !res.headersSent && busyPage(res.statusCode)) sendBusyPage();
  };
  res.write = ((...args: unknown[]) => {
    replaceFirst();
    return replaced ? (callBack(args), true) : write(...args);
  }) as ServerResponse["write"];
  res.end = ((...args: unknown[]) => {
    replaceFirst();
    return replaced ? (callBack(args), res) : end(...args);
  }) as ServerResponse["end"];
  res.flushHeaders = () => {
    replaceFirst();
    if (!replaced) flushHeaders();
  };
  // Node's implicit header (res.statusCode then write/end) goes through res.writeHead too.
  res.writeHead = ((statusCode: number, ...rest: unknown[]) => {
    if (replaced) return res;
    if (busyPage(statusCode)) return sendBusyPage();
    // Anything else a busy pool failed (not a page) keeps the 503 it had.
    const status = forced ?? (statusCode === 500 && (faults.databaseUnavailable || faults.poolBusy) ? 503 : statusCode);
    if (status === 503 && !res.hasHeader("retry-after")) res.setHeader("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
    // A reason phrase given for the 500 would be wrong for the 503.
    return writeHead(status, ...(status === statusCode ? rest : rest.filter((arg) => typeof arg !== "string")));
  }) as ServerResponse["writeHead"];

  await requestFaults.run(faults, async () => {
    if (isPage(req) && databaseState.failing && !(await checkDatabase(PROBE_TIMEOUT_MS))) {
      forced = 503;
      req.headers[UNAVAILABLE_HEADER] = "1";
      res.setHeader("Cache-Control", "no-store");
      return handle(req, res, parse(UNAVAILABLE_PATH, true));
    }
    return handle(req, res);
  });
}
