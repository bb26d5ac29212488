import { createServer, type IncomingMessage } from "node:http";
import next from "next";
import pg from "pg";
import { CLIENT_ADDRESS_HEADER } from "@/lib/api/client-address";
import { refuseUndecodableUrl } from "@/lib/api/decodable-url";
import { prepareRuntime } from "@/lib/boot/prepare-runtime";
import { disconnectDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { logError, logInfo } from "@/lib/log/logger";
import { attachAdminSocket } from "@/lib/realtime/admin-socket";
import { installAdminEmitter } from "@/lib/realtime/publish";

const DRAIN_TIMEOUT_MS = 10_000;

function clientAddress(req: IncomingMessage): string {
  const forwarded = req.headers["x-forwarded-for"];
  if (env().TRUST_PROXY === "1" && typeof forwarded === "string") return forwarded.split(",")[0]!.trim();
  return req.socket.remoteAddress ?? "unknown";
}

async function main() {
  const runtime = await prepareRuntime();
  const { PORT, HOST, DATABASE_URL } = env();
  const app = next({ dev: false, hostname: HOST, port: PORT });
  const handle = app.getRequestHandler();
  await app.prepare();

  const server = createServer((req, res) => {
    if (refuseUndecodableUrl(req, res)) return;
    // The rate limits key on this header, so a client's own value is always replaced.
    req.headers[CLIENT_ADDRESS_HEADER] = clientAddress(req);
    void handle(req, res);
  });
  const socketPool = new pg.Pool({ connectionString: DATABASE_URL, max: 2 });
  socketPool.on("error", (error) => logError("socket_pool", { message: error.message }));
  const io = attachAdminSocket(server, socketPool);

  await new Promise<void>((resolve) => server.listen(PORT, HOST, resolve));
  logInfo("listening", { url: `http://localhost:${PORT}`, mode: runtime.mode });
  if (runtime.demoAdmin) {
    console.log(`\n  Qadam is running at http://localhost:${PORT}\n  Demo admin: ${runtime.demoAdmin.phone} / ${runtime.demoAdmin.password}\n`);
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logInfo("shutting_down", { signal });
    const force = setTimeout(() => process.exit(1), DRAIN_TIMEOUT_MS);
    installAdminEmitter(undefined);
    // io.close() closes the sockets and the HTTP server, which waits for requests in flight.
    await new Promise<void>((resolve) => io.close(() => resolve()));
    server.closeIdleConnections();
    await socketPool.end().catch(() => {});
    await disconnectDb();
    await runtime.stop();
    clearTimeout(force);
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  logError("startup_failed", { message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
