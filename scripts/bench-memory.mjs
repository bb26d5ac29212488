// The built server's memory through a long mixed public load: peak RSS (sampled every 100 ms,
// and the kernel's high-water mark) while `--requests` visitor requests are spread over the
// public pages and answers, as a visitor crowd would send them.
//
//   NEXT_DIST_DIR=.next-x NODE_ENV=production npx next build
//   NEXT_DIST_DIR=.next-x node scripts/bench-memory.mjs [--requests 100000] [--connections 32]
//       [--port 3391] [--heap 256|0] [--node-arg --trace-gc]
//       starts the built server itself as `npm start` does (demo mode, a fresh .data-bench-<port>)
//   node scripts/bench-memory.mjs --url http://127.0.0.1:3000 --pid <server pid>
import { spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : fallback;
};
const total = Number(arg("requests", 100_000));
const connections = Number(arg("connections", 32));
const port = Number(arg("port", 3391));
const heap = Number(arg("heap", 256));
const nodeArg = arg("node-arg", undefined);
let base = arg("url", undefined);
let pid = arg("pid", undefined) ? Number(arg("pid")) : undefined;
let server;

function status(kind) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8").split("\n").find((l) => l.startsWith(`${kind}:`));
    return line ? Number(line.split(/\s+/)[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

async function startServer() {
  const dataDir = `.data-bench-${port}`;
  rmSync(`${root}${dataDir}`, { recursive: true, force: true });
  const nodeArgs = [...(heap ? [`--max-old-space-size=${heap}`] : []), ...(nodeArg ? [nodeArg] : []), "--import", "./scripts/server-only-hook.mjs", "--import", "tsx", "server.ts"];
  server = spawn(process.execPath, nodeArgs, {
    cwd: root,
    stdio: ["ignore", nodeArg ? "inherit" : "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "error", TRUST_PROXY: "1" },
  });
  pid = server.pid;
  base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) return;
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the server did not answer /api/health within 3 minutes");
}

try {
  if (!base) await startServer();
  const catalogue = await (await fetch(`${base}/api/courses`)).json();
  const courseIds = catalogue.courses.map((course) => course.id);
  const students = (await (await fetch(`${base}/api/offline-students`)).json()).users ?? [];
  // The mix: pages a visitor opens and the answers those pages and the app ask for.
  const paths = [
    "/home", "/courses", "/offline", "/debtors", "/api/courses", "/api/courses?limit=3", "/api/offline-students",
    ...courseIds.slice(0, 4).map((id) => `/courses/${id}`),
    ...students.slice(0, 2).map((student) => `/offline?student=${student.id}`),
  ];
  const startRss = status("VmRSS");
  let peak = startRss;
  const sampler = setInterval(() => (peak = Math.max(peak, status("VmRSS") || 0)), 100);
  const counts = new Map(paths.map((path) => [path, { ok: 0, failed: 0 }]));
  let sent = 0;
  const started = performance.now();
  const worker = async () => {
    while (sent < total) {
      const path = paths[sent++ % paths.length];
      const response = await fetch(base + path).catch(() => null);
      await response?.arrayBuffer().catch(() => {});
      counts.get(path)[response?.ok ? "ok" : "failed"]++;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const failed = [...counts.values()].reduce((sum, c) => sum + c.failed, 0);
  console.log(`${base}: ${total} requests over ${paths.length} public paths, ${connections} connections, ${seconds.toFixed(0)} s (${(total / seconds).toFixed(0)} req/s), ${failed} failed`);
  for (const [path, c] of counts) if (c.failed) console.log(`  ${path}: ${c.failed} failed`);
  const hwm = status("VmHWM");
  console.log(`server RSS: at start ${startRss.toFixed(0)} MB, peak ${Math.max(peak, hwm || 0).toFixed(0)} MB (kernel high-water mark ${hwm.toFixed(0)} MB), now ${status("VmRSS").toFixed(0)} MB`);
} finally {
  if (server && server.exitCode === null) {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  }
}
