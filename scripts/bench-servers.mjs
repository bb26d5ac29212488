// What the benchmarks share (bench-logins, bench-memory, bench-practice, bench-admin-lane, bench-made-up): a built
// server started from a checkout of its own (the one to compare against is another worktree,
// built there: `git worktree add --detach ../base main`, then `NODE_ENV=production npx next build`
// in it), the CPU the server's threads and its PostgreSQL used and its memory, read from /proc, and students.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** The allocator settings `root`'s npm start uses (a checkout from before scripts/allocator-env.mjs set only the arenas). */
async function allocatorEnvOf(root) {
  const file = path.join(root, "scripts/allocator-env.mjs");
  return existsSync(file) ? (await import(pathToFileURL(file).href)).allocatorEnv : { MALLOC_ARENA_MAX: "2" };
}

/**
 * Starts `root`'s built server as `npm start` runs it (demo mode, a fresh data folder, the
 * allocator settings of that checkout and a 256 MB heap unless `heap` says otherwise), and waits
 * for /api/health.
 */
export async function startBuiltServer(root, { port, heap = 256, env = {}, nodeArgs = [], label = root } = {}) {
  const dataDir = `.data-bench-${port}`;
  rmSync(path.join(root, dataDir), { recursive: true, force: true });
  const args = [...(heap ? [`--max-old-space-size=${heap}`] : []), ...nodeArgs, "--import", "./scripts/server-only-hook.mjs", "--import", "tsx", "server.ts"];
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...(await allocatorEnvOf(root)),
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
      TRUST_PROXY: "1",
      ...env,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break;
    if (child.exitCode !== null) throw new Error(`${label}: the server exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (Date.now() >= deadline) throw new Error(`${label}: no answer from /api/health within 4 minutes`);
  return {
    label,
    base,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      rmSync(path.join(root, dataDir), { recursive: true, force: true });
    },
  };
}

function stat(file) {
  try {
    const fields = readFileSync(file, "utf8").split(") ")[1].split(" ");
    // fields[0] is field 3 (state): utime is field 14, stime 15, nice 19, ppid 4
    return { ppid: Number(fields[1]), cpuMs: (Number(fields[11]) + Number(fields[12])) * TICK_MS, nice: Number(fields[16]) };
  } catch {
    return null;
  }
}

/** The processes started by `pid`, all the way down (the embedded PostgreSQL's). */
function descendants(pid) {
  const children = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const s = stat(`/proc/${entry}/stat`);
    if (s) children.set(s.ppid, [...(children.get(s.ppid) ?? []), Number(entry)]);
  }
  const found = [];
  const walk = (at) => {
    for (const child of children.get(at) ?? []) {
      found.push(child);
      walk(child);
    }
  };
  walk(pid);
  return found;
}

let clientAddresses = 0;

/**
 * A client address no request of this process named before (10.x.y.z), for X-Forwarded-For on
 * a server started with TRUST_PROXY=1: each request is then a client of its own to the
 * per-address limits, as a school's many visitors are.
 */
export function nextClientAddress() {
  clientAddresses++;
  return `10.${(clientAddresses >> 16) & 255}.${(clientAddresses >> 8) & 255}.${clientAddresses & 255}`;
}

/** The next addresses start after `count`: for a child process sending requests on another's behalf. */
export function skipClientAddresses(count) {
  clientAddresses += count;
}

/** A process's memory figure from /proc/<pid>/status ("VmRSS", "VmHWM") in MB; NaN once it is gone. */
export function memoryMb(pid, kind) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8").split("\n").find((l) => l.startsWith(`${kind}:`));
    return line ? Number(line.split(/\s+/)[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/**
 * CPU used so far, in ms: the server's threads at normal priority (the event loop and Node's
 * own helpers), its threads at a lower one (the worker pools: bcrypt, practice), and its child
 * processes (PostgreSQL).
 */
export function cpuOf(pid) {
  const totals = { server: 0, workers: 0, postgres: 0 };
  let tasks = [];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return totals;
  }
  for (const tid of tasks) {
    const s = stat(`/proc/${pid}/task/${tid}/stat`);
    if (s) totals[s.nice > 0 ? "workers" : "server"] += s.cpuMs;
  }
  for (const child of descendants(pid)) totals.postgres += stat(`/proc/${child}/stat`)?.cpuMs ?? 0;
  return totals;
}

/** CPU used between two cpuOf readings. */
export function cpuSince(before, after) {
  return Object.fromEntries(Object.keys(after).map((key) => [key, after[key] - before[key]]));
}

export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};

export const load = () => loadavg().map((n) => n.toFixed(1)).join(" ");

/** `--name value` from argv, all of them for `all`. */
export function args(argv = process.argv) {
  const one = (name, fallback) => {
    const index = argv.indexOf(`--${name}`);
    return index >= 0 ? argv[index + 1] : fallback;
  };
  const all = (name) => argv.flatMap((value, index) => (value === `--${name}` ? [argv[index + 1]] : []));
  return { one, all };
}

/**
 * Registers a student at `base`, as sent from `address` (the server believes it with
 * TRUST_PROXY=1, so the per-address registration limit is not the bench's): their token and id.
 * Any other answer throws.
 */
export async function registerStudent(base, { phone, address, fullName, password }) {
  const meta = { region: "Toshkent", district: "Chirchiq shahri", school: "12-maktab", grade: "9-sinf" };
  const response = await fetch(`${base}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify({ fullName, phone, password, meta }),
  });
  const body = await response.json().catch(() => ({}));
  if (!body.token) throw new Error(`registering ${phone} answered ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
  return { token: body.token, id: body.user?.id, phone };
}
