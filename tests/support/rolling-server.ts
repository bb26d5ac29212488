// One instance of one version for tests/ops/rolling-update.test.ts, as its own process: server.ts's
// start-up (prepareRuntime: the schema check, then the migrations of its working folder's
// prisma/migrations, which is what a version is to the database) and its drain on SIGTERM,
// around the app's own route handlers for readiness and the course list instead of Next (so no
// build is needed). Prints {"event":"listening","port"} once it serves; exits as server.ts does.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { GET as courses } from "@/app/api/courses/route";
import { GET as ready } from "@/app/api/health/ready/route";
import { CLIENT_ADDRESS_HEADER } from "@/lib/api/client-address";
import { prepareRuntime } from "@/lib/boot/prepare-runtime";
import { markShuttingDown } from "@/lib/lifecycle/readiness";
import { httpShutdownSteps, runShutdownSteps, trackConnections } from "@/lib/boot/shutdown";
import { disconnectDb } from "@/lib/db/client";

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
const routes: Record<string, Handler> = { "/api/health/ready": ready, "/api/courses": courses };

async function serve(req: IncomingMessage, res: ServerResponse, draining: boolean) {
  const url = new URL(req.url ?? "/", "http://localhost");
  const handler = req.method === "GET" ? routes[url.pathname] : undefined;
  if (!handler) return void res.writeHead(404).end();
  const headers = new Headers({ [CLIENT_ADDRESS_HEADER]: req.socket.remoteAddress ?? "127.0.0.1" });
  const answer = await handler(new Request(url, { headers }), { params: Promise.resolve({}) });
  const body = Buffer.from(await answer.arrayBuffer());
  res.writeHead(answer.status, { "Content-Type": answer.headers.get("content-type") ?? "application/json", ...(draining ? { Connection: "close" } : {}) }).end(body);
}

await prepareRuntime();
let draining = false;
const server = createServer();
const connections = trackConnections(server, (req, res) => {
  serve(req, res, draining).catch((error: unknown) => res.writeHead(500).end(String(error)));
});
process.once("SIGTERM", () => {
  draining = true;
  markShuttingDown();
  const middle = [{ name: "close_db_pool", timeoutMs: 3000, run: () => disconnectDb() }];
  void runShutdownSteps(httpShutdownSteps(connections, { middle })).then((clean) => process.exit(clean ? 0 : 1));
});
server.listen(0, "127.0.0.1", () => {
  process.stdout.write(`${JSON.stringify({ event: "listening", port: (server.address() as AddressInfo).port })}\n`);
});
