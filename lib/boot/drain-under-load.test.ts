import { spawn, type ChildProcess } from "node:child_process";
import { request } from "node:http";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { saturateCpus } from "@/tests/support/busy-cpus";

// Issue 24, item 9: no connection the kernel accepted may be reset during a drain, with the
// CPU saturated. The server is tests/support/drain-server.ts: server.ts's drain around a
// stand-in app, in a process of its own.

const root = path.resolve(import.meta.dirname, "../..");
// Clients connecting at once, each again as soon as it has its answer: a balancer's traffic.
const CLIENTS = 200;
// Top-ups in flight when the signal comes, still being answered well into the drain.
const IN_FLIGHT = 40;
const IN_FLIGHT_MS = 8000;

type Outcome = { status: number; retryAfter?: string } | { error: string };

/** One request on a connection of its own; never rejects: a reset is an `error` outcome. */
function call(port: number, method: string, pathname: string, onSent?: () => void): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = request({ host: "127.0.0.1", port, method, path: pathname, agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers["retry-after"] }));
      res.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
    req.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    if (onSent) req.on("finish", onSent);
    req.end(method === "POST" ? "{}" : undefined);
  });
}

function startServer(): { child: ChildProcess; port: Promise<number>; output(): string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ["--import", "./scripts/server-only-hook.mjs", "--import", "tsx", "tests/support/drain-server.ts"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const port = new Promise<number>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /\{"event":"listening","port":(\d+)\}/.exec(output);
      if (listening) resolve(Number(listening[1]));
    });
    child.once("exit", () => reject(new Error(`the server exited before listening:\n${output}`)));
  });
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, port, output: () => output, exited };
}

const label = (outcome: Outcome) =>
  "error" in outcome ? outcome.error : outcome.status === 503 ? `503${outcome.retryAfter ? " with Retry-After" : " without Retry-After"}` : String(outcome.status);

function tally(outcomes: Outcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) counts[label(outcome)] = (counts[label(outcome)] ?? 0) + 1;
  return counts;
}

describe("the drain under load, beside a busy loop on every core", () => {
  it("answers every connection it accepted (its result, or 503 with Retry-After), resets none, and keeps readiness 503", async () => {
    const stopLoops = saturateCpus();
    const server = startServer();
    try {
      const port = await server.port;
      // Top-ups in flight at the signal: each must get its result.
      let sentCount = 0;
      let allSent: () => void = () => {};
      const inFlightSent = new Promise<void>((resolve) => (allSent = resolve));
      const inFlight = Array.from({ length: IN_FLIGHT }, () =>
        call(port, "POST", `/work?ms=${IN_FLIGHT_MS}`, () => (++sentCount === IN_FLIGHT ? allSent() : undefined)),
      );
      await inFlightSent;

      // The balancer's traffic: top-ups and readiness probes, each on a new connection, from
      // before the signal until the server refuses work with a 503 (or fails a connection): a
      // balancer that learns of the drain late, as one polling readiness every few seconds does.
      const outcomes: Outcome[] = [];
      const readinessAfter503: Outcome[] = [];
      let readiness503Seen = false;
      let stop = false;
      let workRefused = false;
      let answered = 0;
      let warmedUp: () => void = () => {};
      const trafficFlowing = new Promise<void>((resolve) => (warmedUp = resolve));
      const clients = Array.from({ length: CLIENTS }, async (_, client) => {
        for (let i = 0; !stop; i += 1) {
          const probe = (client + i) % 4 === 0;
          // A probe sent once a readiness 503 has come must be a 503 as well.
          const afterReadiness503 = probe && readiness503Seen;
          const outcome = await call(port, probe ? "GET" : "POST", probe ? "/api/health/ready" : "/work?ms=5");
          outcomes.push(outcome);
          if (afterReadiness503) readinessAfter503.push(outcome);
          if (probe && "status" in outcome && outcome.status === 503) readiness503Seen = true;
          if (!probe && "status" in outcome && outcome.status === 503) workRefused = true;
          if ("error" in outcome || workRefused) stop = true;
          if (++answered === CLIENTS * 2) warmedUp();
        }
      });
      await trafficFlowing;
      server.child.kill("SIGTERM");
      await Promise.all(clients);
      const inFlightOutcomes = await Promise.all(inFlight);
      const code = await server.exited;

      const summary = `traffic: ${JSON.stringify(tally(outcomes))}\nin flight: ${JSON.stringify(tally(inFlightOutcomes))}\n${server.output()}`;
      const unanswered = outcomes.filter((outcome) => "error" in outcome || ![200, 201, 503].includes(outcome.status));
      expect(unanswered.map(label), summary).toEqual([]);
      expect(outcomes.filter((outcome) => "status" in outcome && outcome.status === 503 && !outcome.retryAfter).length, summary).toBe(0);
      // The drain did happen under this traffic: new work was refused with 503 before the exit.
      expect(workRefused, summary).toBe(true);
      expect(readinessAfter503.filter((outcome) => !("status" in outcome) || outcome.status !== 503).map(label), summary).toEqual([]);
      expect(inFlightOutcomes.map(label), summary).toEqual(Array(IN_FLIGHT).fill("201"));
      expect(code, summary).toBe(0);
    } finally {
      stopLoops();
      if (server.child.exitCode === null) server.child.kill("SIGKILL");
    }
  }, 120_000);
});
