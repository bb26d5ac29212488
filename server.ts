import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import next from "next";
import { countSchoolRequest } from "@/lib/api/admin-lane";
import { CLIENT_ADDRESS_HEADER } from "@/lib/api/client-address";
import { refuseUndecodableUrl } from "@/lib/api/decodable-url";
import { handleWithDatabaseFaults } from "@/lib/boot/database-faults";
import { demoExposureWarning } from "@/lib/boot/demo-warning";
import { runCommand } from "@/lib/boot/commands";
import { configuredChannels } from "@/lib/boot/outbox-channels";
import { prepareRuntime } from "@/lib/boot/prepare-runtime";
import { markShuttingDown } from "@/lib/lifecycle/readiness";
import { httpShutdownSteps, runShutdownSteps, trackConnections } from "@/lib/boot/shutdown";
import { PasswordGate, serverPasswordGate } from "@/lib/auth/password-gate";
import { PageCache } from "@/lib/cache/page-cache";
import { RenderBudget, renderBudgetFor } from "@/lib/cache/render-budget";
import { installPublicData, PublicDataCache } from "@/lib/cache/public-data";
import { createPool, disconnectDb, poolConfig } from "@/lib/db/client";
import { databaseState } from "@/lib/db/request-faults";
import { env, InvalidSettingsError, trustsProxy } from "@/lib/env";
import { clientAddressOf } from "@/lib/request/forwarded-for";
import { keepRouteEncoding } from "@/lib/request/route-compression";
import { logAccess } from "@/lib/log/access-log";
import { logError, logInfo } from "@/lib/log/logger";
import { logErrorsOnOneLine } from "@/lib/log/one-line";
import { observeRequest, serveMetrics } from "@/lib/metrics/http";
import { countPasswordRequestsWith, countSocketsWith } from "@/lib/metrics/registry";
import { startUnlessGone } from "@/lib/request/intake";
import { dropInternalHeaders } from "@/lib/request/request-context";
import { notificationSocketActions } from "@/lib/notifications/socket-actions";
import { attachAdminSocket } from "@/lib/realtime/admin-socket";
import { installAdminEmitter } from "@/lib/realtime/publish";
import { VERSION } from "@/lib/version";
import { viewerPart } from "@/lib/viewer/find-viewer";
import { startOutboxSender } from "@/lib/outbox/sender";
import { startScheduler } from "@/lib/schedule/scheduler";
import { startTelegramPolling } from "@/lib/telegram/polling";
import { botSettings } from "@/lib/telegram/linking";

// Shutdown budget, step by step (docs: shutdown order and timeouts); the drain's own in
// lib/boot/shutdown.ts.
const SOCKETS_TIMEOUT_MS = 3_000;
const POOL_TIMEOUT_MS = 3_000;
const EMBEDDED_STOP_TIMEOUT_MS = 25_000;

function clientAddress(req: IncomingMessage): string {
  return clientAddressOf(req.headers["x-forwarded-for"], req.socket.remoteAddress, trustsProxy());
}

// `npm run dev` (scripts/dev.mjs) passes --dev: Next compiles on request and reloads what
// changed; the page cache stays off, so every request renders the code as it is now.
const dev = process.argv.includes("--dev");

async function main() {
  // Settings are read first: a bad one is the only line start-up writes (issue 45 item 6).
  env();
  // The first line says which version runs, whatever it was started for.
  logInfo("starting", { version: VERSION });
  // `node server.js migrate`, `backup [FILE]`, `restore FILE [--clean]`: do that and exit
  // (docs/operations.md, Backups and Upgrades).
  const code = await runCommand(process.argv.slice(2));
  if (code !== null) process.exit(code);
  // Signals are ours from the first moment: one that arrives during start-up is kept and
  // acted on once there is something to drain.
  let shutdown: ((reason: string, failed?: boolean) => void) | undefined;
  let early: { reason: string; failed: boolean } | undefined;
  const request = (reason: string, failed = false) => (shutdown ? shutdown(reason, failed) : (early ??= { reason, failed }));
  for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"] as const) process.on(signal, () => request(signal));

  // Demo mode: the embedded PostgreSQL is restarted when it dies; when restarts keep failing
  // the process stops with exit code 1, for a supervisor (or a person) to take over.
  const runtime = await prepareRuntime({ onDatabaseLost: () => request("database_lost", true) });
  const { PORT, HOST } = env();
  // tsx switched Node's source maps on (for this file and lib/). Left on, Node would also read
  // and keep the source map of every server chunk Next loads, with the sources inside: tens of
  // MB of heap that made up much of the peak RSS (issue 14). The compiled server.js of the image
  // never had them; Next's own stack traces are the same either way. In development they stay
  // on, for stack traces that name our files.
  if (!dev) process.setSourceMapsEnabled(false);
  // Next builds each request's absolute URL from this name (not the one listened on) and hands
  // it to proxy.ts, whose URLs say "localhost" for any loopback address; a rewrite to another
  // origin than the request's would be proxied as to a foreign server. The listener is still HOST.
  const app = next({ dev, hostname: "localhost", port: PORT });
  const handle = app.getRequestHandler();
  await app.prepare();

  // Public reads from memory, emptied by PostgreSQL's notifications (lib/cache/public-data.ts),
  // and a visitor's public pages with them (lib/cache/page-cache.ts).
  const publicData = new PublicDataCache(poolConfig(1));
  const pages = new PageCache({
    usable: () => publicData.listening && !databaseState.failing,
    userPart: viewerPart,
    renderBudget: new RenderBudget(renderBudgetFor(env().RATE_LIMIT_RENDERS_PER_ADDRESS)),
  });
  publicData.onInvalidate(() => pages.invalidate());
  // The stand-in 503 page comes with its own address: never from memory.
  const handlePage: typeof handle = (req, res, parsedUrl) =>
    parsedUrl || dev ? handle(req, res, parsedUrl) : pages.serve(req, res, () => handle(req, res));

  // Password requests are let into Next as the bcrypt workers free up (lib/auth/password-gate.ts).
  const passwords = serverPasswordGate();
  countPasswordRequestsWith(() => passwords.stats);
  const handleRequest = (req: IncomingMessage, res: ServerResponse) => void handleWithDatabaseFaults(req, res, handlePage);

  let draining = false;
  // Connections are tracked from the first one, so that a drain ends each with an answer.
  const server = createServer();
  const connections = trackConnections(server, (req, res) => {
    // ACCESS_LOG=1: one line per request, whatever answers it.
    logAccess(req, res);
    if (refuseUndecodableUrl(req, res)) return;
    keepRouteEncoding(res);
    // x-qadam-* headers are ours alone: the language of ?lang=, the student shell, the client's address.
    dropInternalHeaders(req.headers);
    // The rate limits key on this header.
    const address = clientAddress(req);
    req.headers[CLIENT_ADDRESS_HEADER] = address;
    if (serveMetrics(req, res)) return;
    observeRequest(req, res);
    // While the school's requests are in flight, a flooding admin rests (lib/api/admin-lane.ts).
    if (!req.url?.startsWith("/api/admin/")) res.once("close", countSchoolRequest());
    // While draining, a keep-alive client is told to open its next request elsewhere.
    if (draining) res.setHeader("Connection", "close");
    // A request whose client left while it waited for the event loop is not run (issue 46).
    startUnlessGone(req, res, () =>
      PasswordGate.covers(req) ? passwords.enter(req, res, address, () => handleRequest(req, res)) : handleRequest(req, res),
    );
  });
  // One connection stays in LISTEN for the socket.io adapter; the others publish.
  const socketPool = createPool(3, "socket_pool");
  const io = attachAdminSocket(server, socketPool, notificationSocketActions);
  countSocketsWith(() => io.engine.clientsCount);
  await publicData.start();
  installPublicData(publicData);

  // A port already in use ends start-up with exit code 1 (Next's handler would keep a
  // half-started process alive).
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(PORT, HOST, () => {
      server.off("error", reject);
      resolve();
    });
  });
  logInfo("listening", { url: `http://localhost:${PORT}`, mode: runtime.mode, postgresPid: runtime.postgresPid() });
  if (runtime.demoAdmin) {
    console.log(`\n  Qadam is running at http://localhost:${PORT}\n  Demo admin: ${runtime.demoAdmin.phone} / ${runtime.demoAdmin.password}\n`);
  }
  const warning = runtime.mode === "demo" ? demoExposureWarning(HOST, { publicAdmin: runtime.demoAdmin !== null }) : null;
  if (warning) console.error(`\n${warning}\n`);
  // Every instance sends the outbox's messages (lib/outbox/sender.ts): rows are claimed with
  // SKIP LOCKED, so instances share the work without sending anything twice.
  const outbox = startOutboxSender({ channels: configuredChannels(), maxAttempts: env().OUTBOX_MAX_ATTEMPTS });
  // The digest, absences and reminders (lib/schedule): every instance looks, the one that
  // claims a slot in PostgreSQL runs it.
  const scheduler = startScheduler();
  // A bot without a webhook secret has no public address to be called at: this process asks
  // Telegram for its updates instead (one instance only; docs/operations.md, Outbox).
  const bot = botSettings();
  const polling = bot && !env().TELEGRAM_WEBHOOK_SECRET ? startTelegramPolling(bot) : null;
  // From here on, a stack trace Next or a package prints is one JSON line, not a dozen.
  logErrorsOnOneLine();

  let stopping = false;
  shutdown = (reason, failed = false) => {
    if (stopping) return logInfo("shutdown_in_progress", { signal: reason });
    stopping = true;
    draining = true;
    // /api/health/ready answers 503 from now on, while the listener still accepts.
    markShuttingDown();
    logInfo("shutting_down", { signal: reason });
    installAdminEmitter(undefined);
    const steps = httpShutdownSteps(connections, {
      // The admin sockets are closed as the drain starts.
      beforeDrain: () => {
        io.disconnectSockets(true);
        io.engine.close();
      },
      middle: [
        // Once requests are answered, a connection that does not close in time loses nothing:
        // it is logged, and the exit code stays 0.
        // Not io.close(): it would close the HTTP server, whose listener stays open until the
        // last step (lib/boot/shutdown.ts, stopListening).
        { name: "close_sockets", timeoutMs: SOCKETS_TIMEOUT_MS, critical: false, run: () => io.sockets.adapter.close() },
        { name: "close_socket_pool", timeoutMs: POOL_TIMEOUT_MS, critical: false, run: () => socketPool.end() },
        { name: "close_public_data_listener", timeoutMs: POOL_TIMEOUT_MS, critical: false, run: () => publicData.stop() },
        // The round under way ends before the pool it writes through closes.
        { name: "stop_telegram_polling", timeoutMs: POOL_TIMEOUT_MS, critical: false, run: async () => polling?.stop() },
        { name: "stop_scheduler", timeoutMs: POOL_TIMEOUT_MS, critical: false, run: () => scheduler.stop() },
        { name: "stop_outbox_sender", timeoutMs: POOL_TIMEOUT_MS, critical: false, run: () => outbox.stop() },
        { name: "close_db_pool", timeoutMs: POOL_TIMEOUT_MS, critical: false, run: () => disconnectDb() },
        // Last, once nothing can use it any more.
        { name: "stop_embedded_postgres", timeoutMs: EMBEDDED_STOP_TIMEOUT_MS, run: () => runtime.stop() },
      ],
    });
    void runShutdownSteps(steps).then((clean) => {
      const code = clean && !failed ? 0 : 1;
      logInfo("stopped", { code });
      process.exit(code);
    });
  };
  if (early) shutdown(early.reason, early.failed);
}

main().catch((error: unknown) => {
  // One JSON line per bad setting (variable, problem, fix), never zod's report and a stack.
  if (error instanceof InvalidSettingsError) for (const problem of error.problems) logError("invalid_setting", problem);
  else logError("startup_failed", { message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
