import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { expect } from "@playwright/test";

// The built server as a process of its own, for the lifecycle specs: started in its own
// process group (as systemd or a terminal would), signalled, watched until it exits.

export type ServerProcess = {
  child: ChildProcess;
  port: number;
  output(): string;
  exited: Promise<number | null>;
  /** Sends a signal to the whole process group, as Ctrl-C or systemd do. */
  signalGroup(signal: NodeJS.Signals): void;
  stopNow(): void;
};

export function startProcess(args: string[], options: { port: number; env: Record<string, string> }): ServerProcess {
  let output = "";
  const child = spawn(process.execPath, args, {
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      HOST: "127.0.0.1",
      PORT: String(options.port),
      LOG_LEVEL: "info",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    child,
    port: options.port,
    output: () => output,
    exited,
    signalGroup: (signal) => process.kill(-child.pid!, signal),
    stopNow: () => {
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, "SIGKILL");
    },
  };
}

/** How many times `server` has written `text` (a line's event, say) on its output. */
export const logged = (server: ServerProcess, text: string) => server.output().split(text).length - 1;

/** Resolves once `server` has written `text` `count` times in all: on each chunk of its output, never polled. */
export function untilLogged(server: ServerProcess, text: string, count = 1): Promise<void> {
  return new Promise((resolve, reject) => {
    const streams = [server.child.stdout!, server.child.stderr!];
    const check = () => {
      if (logged(server, text) < count) return;
      for (const stream of streams) stream.off("data", onData);
      server.child.off("exit", onExit);
      resolve();
    };
    // After the process's own listener, which appends the chunk to its output.
    const onData = () => queueMicrotask(check);
    const onExit = () => reject(new Error(`the server exited before writing ${text} ${count} times:\n${server.output()}`));
    for (const stream of streams) stream.on("data", onData);
    server.child.once("exit", onExit);
    check();
  });
}

export const startServer = (options: { port: number; env: Record<string, string> }) =>
  startProcess(["--import", "./scripts/server-only-hook.mjs", "--import", "tsx", "server.ts"], options);

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Record<string, unknown> } | { error: string };

/**
 * One request on a connection of its own. `sent` resolves once the whole request is written,
 * so a caller knows it is in flight. Never rejects: a reset connection is an `error` answer.
 */
export function send(
  port: number,
  method: string,
  pathname: string,
  options: { body?: unknown; token?: string; timeoutMs?: number } = {},
): { sent: Promise<void>; answer: Promise<Answer> } {
  let markSent: () => void = () => {};
  const sent = new Promise<void>((resolve) => (markSent = resolve));
  const answer = new Promise<Answer>((resolve) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path: pathname,
        agent: false,
        timeout: options.timeoutMs ?? 30_000,
        headers: {
          ...(payload ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () => {
          let body: Record<string, unknown> = {};
          try {
            body = JSON.parse(text) as Record<string, unknown>;
          } catch {
            body = { text };
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body });
        });
        response.on("error", (error) => resolve({ error: error.message }));
      },
    );
    request.on("timeout", () => request.destroy(new Error("no answer in time")));
    request.on("error", (error) => {
      markSent();
      resolve({ error: `${(error as NodeJS.ErrnoException).code ?? ""} ${error.message}` });
    });
    request.on("finish", markSent);
    request.end(payload);
  });
  return { sent, answer };
}

export async function waitForHealth(server: ServerProcess, status = 200, timeout = 120_000): Promise<void> {
  await expect
    .poll(
      async () => {
        if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
        const answer = await send(server.port, "GET", "/api/health", { timeoutMs: 5000 }).answer;
        return "status" in answer ? answer.status : 0;
      },
      { timeout, intervals: [250, 500, 1000] },
    )
    .toBe(status);
}

let phoneCounter = Math.floor(Math.random() * 1e6);

/** Registers a student through the API and answers the token. */
export async function registerToken(port: number): Promise<string> {
  phoneCounter += 1;
  const phone = `+99893${String(phoneCounter % 1e7).padStart(7, "0")}`;
  const answer = await send(port, "POST", "/api/auth/register", {
    body: { fullName: "Shutdown Tester", phone, password: "secret123", role: "student", meta: { region: "Toshkent", district: "Chirchiq shahri", school: "12-maktab", grade: "9-sinf" } },
  }).answer;
  if (!("status" in answer) || answer.status !== 201) throw new Error(`register failed: ${JSON.stringify(answer)}`);
  return answer.body.token as string;
}

/** The embedded postmaster and its children (the backends), postmaster first. */
export function postgresPids(dataDir: string): number[] {
  const postmaster = Number(readFileSync(path.join(dataDir, "postgres", "pg", "postmaster.pid"), "utf8").split("\n")[0]);
  let children: number[] = [];
  try {
    children = execFileSync("pgrep", ["-P", String(postmaster)], { encoding: "utf8" }).trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    // pgrep exits 1 when the postmaster has no children.
  }
  return [postmaster, ...children];
}

export const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Connection string of a running demo server's embedded database (port from postmaster.pid). */
export function demoDatabaseUrl(dataDir: string): string {
  const port = readFileSync(path.join(dataDir, "postgres", "pg", "postmaster.pid"), "utf8").split("\n")[3]!.trim();
  const password = readFileSync(path.join(dataDir, "postgres", "pg-password"), "utf8").trim();
  return `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/qadam`;
}
