import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// deploy/Caddyfile run by Debian's Caddy in front of an instance that plays the app with its
// database down (issue 45): readiness 503, and every request answered 503 with Retry-After and
// a JSON body, as lib/boot/database-faults.ts answers. Behind Caddy a user must get that answer,
// not Caddy's own empty 503 after holding the request for lb_try_duration.
const root = path.resolve(import.meta.dirname, "../..");
const CADDYFILE = path.join(root, "deploy/Caddyfile");
const home = mkdtempSync(path.join(tmpdir(), "qadam-caddy-unready-"));
const caddyEnv = (extra: Record<string, string>): NodeJS.ProcessEnv => ({ PATH: process.env.PATH, NODE_ENV: "test", HOME: home, XDG_DATA_HOME: home, XDG_CONFIG_HOME: home, ...extra });

let app: Server;
let readinessProbes = 0;
let caddy: ChildProcess;
let caddyOutput = "";
let proxyPort = 0;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  app = createServer((req, res) => {
    if (req.url === "/api/health/ready") {
      readinessProbes += 1;
      res.writeHead(503, { "content-type": "application/json", "retry-after": "5" }).end('{"status":"database_unavailable"}');
      return;
    }
    res.writeHead(503, { "content-type": "application/json", "retry-after": "5" }).end('{"success":false,"code":"database_unavailable"}');
  });
  await new Promise<void>((resolve) => app.listen(0, "127.0.0.1", resolve));
  proxyPort = await freePort();
  caddy = spawn("caddy", ["run", "--config", CADDYFILE, "--adapter", "caddyfile"], {
    env: caddyEnv({
      DOMAIN: `http://127.0.0.1:${proxyPort}`,
      CADDY_HTTP_PORT: String(proxyPort),
      CADDY_HTTPS_PORT: String(await freePort()),
      CADDY_GLOBAL_OPTIONS: "admin off",
      QADAM_UPSTREAMS: `127.0.0.1:${(app.address() as AddressInfo).port}`,
    }),
  });
  caddy.stderr!.on("data", (chunk: Buffer) => (caddyOutput += chunk.toString()));
  // Two probes seen: Caddy has acted on the first one's 503 and holds the instance unready.
  while (readinessProbes < 2) {
    if (caddy.exitCode !== null) throw new Error(`caddy exited: ${caddyOutput}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 60_000);

afterAll(async () => {
  caddy?.kill("SIGTERM");
  await new Promise<void>((resolve) => app.close(() => resolve()));
  rmSync(home, { recursive: true, force: true });
});

describe("deploy/Caddyfile with no instance ready", () => {
  it("is a valid Caddy configuration that checks readiness", () => {
    const adapted = spawnSync("caddy", ["adapt", "--config", CADDYFILE, "--adapter", "caddyfile", "--validate"], { env: caddyEnv({ CADDY_GLOBAL_OPTIONS: "admin off" }), encoding: "utf8" });
    expect(adapted.status, adapted.stderr).toBe(0);
    expect(adapted.stdout).toContain('"uri":"/api/health/ready"');
  });

  it("passes the instance's own 503 with Retry-After, not an empty one of its own", async () => {
    const response = await fetch(`http://127.0.0.1:${proxyPort}/api/courses`);
    expect(response.status, caddyOutput).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.json()).toEqual({ success: false, code: "database_unavailable" });
  });
});
