import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createServer, request as httpRequest, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { droppedRequests } from "@/lib/request/dropped";
import { PASSWORD_ROUTES, PasswordGate } from "./password-gate";

vi.mock("@/lib/log/logger", () => ({ logInfo: vi.fn(), logError: vi.fn() }));

// Issue 46 item 6: a wave of 60 logins went through Next all at once and held the health checks
// behind it. A real HTTP server with the gate in front of a stand-in for the app that records the
// requests it started and holds each answer until the test ends it.

let server: Server | undefined;
afterEach(async () => {
  if (!server) return;
  server.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** `closed`: the requests whose connection the server saw close. */
type App = { port: number; started: string[]; held: Map<string, ServerResponse>; closed: Set<string>; gate: PasswordGate };

async function startServer(options: { concurrency: number; maxWaiting?: number; budgetMs?: number }): Promise<App> {
  const gate = new PasswordGate({ maxWaiting: 100, budgetMs: 60_000, ...options });
  const started: string[] = [];
  const held = new Map<string, ServerResponse>();
  const closed = new Set<string>();
  server = createServer((req, res) => {
    req.socket.once("close", () => closed.add(String(req.headers["x-name"])));
    gate.enter(req, res, String(req.headers["x-address"]), () => {
      const name = String(req.headers["x-name"]);
      started.push(name);
      held.set(name, res);
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return { port: (server.address() as AddressInfo).port, started, held, closed, gate };
}

/** Sends a login as `name` from `address`; resolves with the status and Retry-After, or "gone" when the test aborts it. */
type Answer = { status: number | "gone"; retryAfter?: string; code?: string; message?: string };

function send(app: App, name: string, address: string, { signal, language = "uz" }: { signal?: AbortSignal; language?: string } = {}): Promise<Answer> {
  return new Promise((resolve) => {
    const headers = { "x-name": name, "x-address": address, "accept-language": language };
    const req = httpRequest({ port: app.port, host: "127.0.0.1", method: "POST", path: "/api/auth/login", headers, signal }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => {
        const { code, message } = body ? (JSON.parse(body) as { code?: string; message?: string }) : {};
        resolve({ status: res.statusCode!, retryAfter: res.headers["retry-after"], code, message });
      });
    });
    req.on("error", () => resolve({ status: "gone" }));
    req.end("{}");
  });
}

const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true));
const finish = (app: App, name: string) => app.held.get(name)!.writeHead(200).end("{}");

describe("PasswordGate.covers", () => {
  const covers = (method: string, url: string) => PasswordGate.covers({ method, url } as never);

  it("takes POSTs to the password routes, with a query or a trailing slash", () => {
    expect(covers("POST", "/api/auth/login")).toBe(true);
    expect(covers("POST", "/api/auth/login/?next=/home")).toBe(true);
    expect(covers("POST", "/api/auth/password-reset/confirm")).toBe(true);
  });

  it("leaves other methods and routes to Next at once", () => {
    expect(covers("GET", "/api/auth/login")).toBe(false);
    expect(covers("POST", "/api/auth/logout")).toBe(false);
    expect(covers("POST", "/api/auth/login-as")).toBe(false);
    expect(covers("POST", "/api/auth/sessions/end-others")).toBe(false);
    expect(covers("POST", "/auth/sign-in")).toBe(false);
  });

  it("names every sign-in and recovery route of the API that reaches bcrypt, and only those", () => {
    const hashing = routesReaching("lib/auth/password.ts", ["app/api/auth"]);
    expect([...PASSWORD_ROUTES].sort()).toEqual(hashing);
  });
});

/** The POST routes under `folders` whose module imports `target`, through any chain of the app's own modules. */
function routesReaching(target: string, folders: string[]): string[] {
  const root = process.cwd();
  const reaches = new Map<string, boolean>();
  const resolve = (from: string, specifier: string): string | null => {
    const base = specifier.startsWith("@/") ? path.join(root, specifier.slice(2)) : specifier.startsWith(".") ? path.resolve(path.dirname(from), specifier) : null;
    if (!base) return null;
    return [".ts", ".tsx", "/index.ts"].map((end) => base + end).find((file) => existsSync(file)) ?? null;
  };
  const visit = (file: string): boolean => {
    if (path.relative(root, file) === target) return true;
    if (reaches.has(file)) return reaches.get(file)!;
    reaches.set(file, false);
    const found = [...readFileSync(file, "utf8").matchAll(/from "([^"]+)"/g)].some((match) => {
      const next = resolve(file, match[1]!);
      return next !== null && visit(next);
    });
    reaches.set(file, found);
    return found;
  };
  const routes = folders.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
      .filter((name) => name.endsWith("route.ts"))
      .map((name) => path.join(root, folder, name)),
  );
  return routes
    .filter((file) => /export (const|async function) POST/.test(readFileSync(file, "utf8")) && visit(file))
    .map((file) => "/" + path.relative(path.join(root, "app"), path.dirname(file)).split(path.sep).join("/"))
    .sort();
}

describe("PasswordGate", () => {
  it("lets `concurrency` requests in, and the next one as each ends", async () => {
    const app = await startServer({ concurrency: 2 });
    const answers = ["a", "b", "c", "d"].map((name, i) => send(app, name, `10.0.0.${i}`));
    await until(() => app.gate.stats.waiting === 2);
    expect(app.started).toEqual(["a", "b"]);
    finish(app, "a");
    await until(() => app.started.length === 3);
    expect(app.started).toEqual(["a", "b", "c"]);
    expect(app.gate.stats).toEqual({ running: 2, waiting: 1 });
    finish(app, "b");
    finish(app, "c");
    await until(() => app.started.length === 4);
    finish(app, "d");
    expect((await Promise.all(answers)).map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(app.gate.stats).toEqual({ running: 0, waiting: 0 });
  });

  it("serves a new address before one that sends many", async () => {
    const app = await startServer({ concurrency: 1 });
    const flood = ["f1", "f2", "f3", "f4"].map((name) => send(app, name, "10.9.9.9"));
    await until(() => app.gate.stats.waiting === 3);
    const quiet = send(app, "q", "10.1.1.1");
    await until(() => app.gate.stats.waiting === 4);
    for (const name of ["f1", "q", "f2", "f3", "f4"]) {
      await until(() => app.held.has(name));
      finish(app, name);
    }
    expect(app.started).toEqual(["f1", "q", "f2", "f3", "f4"]);
    await Promise.all([...flood, quiet]);
  });

  it("does not start a waiting request whose client has gone", async () => {
    const app = await startServer({ concurrency: 1 });
    const before = droppedRequests().client_gone;
    const first = send(app, "first", "10.0.0.1");
    const leaving = new AbortController();
    const gone = send(app, "gone", "10.0.0.2", { signal: leaving.signal });
    const last = send(app, "last", "10.0.0.3");
    await until(() => app.gate.stats.waiting === 2);
    leaving.abort();
    expect((await gone).status).toBe("gone");
    await until(() => app.closed.has("gone"));
    finish(app, "first");
    await until(() => app.held.has("last"));
    finish(app, "last");
    await Promise.all([first, last]);
    expect(app.started).toEqual(["first", "last"]);
    expect(droppedRequests().client_gone).toBe(before + 1);
  });

  it("answers 503 server_busy with Retry-After to a request that waited past its budget", async () => {
    const app = await startServer({ concurrency: 1, budgetMs: 50 });
    const before = droppedRequests().queue_budget;
    const first = send(app, "first", "10.0.0.1");
    const late = send(app, "late", "10.0.0.2");
    await until(() => app.gate.stats.waiting === 1);
    await new Promise((resolve) => setTimeout(resolve, 80));
    finish(app, "first");
    expect(await late).toEqual({ status: 503, retryAfter: "5", code: "server_busy", message: "Server band. Birozdan keyin qayta urinib ko'ring" });
    await first;
    expect(app.started).toEqual(["first"]);
    expect(droppedRequests().queue_budget).toBe(before + 1);
    expect(app.gate.stats).toEqual({ running: 0, waiting: 0 });
  });

  it("refuses at once past `maxWaiting` waiting", async () => {
    const app = await startServer({ concurrency: 1, maxWaiting: 1 });
    const first = send(app, "first", "10.0.0.1");
    const waiting = send(app, "waiting", "10.0.0.2");
    await until(() => app.gate.stats.waiting === 1);
    expect(await send(app, "refused", "10.0.0.3", { language: "ru" })).toEqual({ status: 503, retryAfter: "5", code: "server_busy", message: "Сервер занят. Попробуйте чуть позже" });
    finish(app, "first");
    await until(() => app.held.has("waiting"));
    finish(app, "waiting");
    await Promise.all([first, waiting]);
    expect(app.started).toEqual(["first", "waiting"]);
  });
});
