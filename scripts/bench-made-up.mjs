// Issue 43's third figure, for the build at hand: what 10,000 made-up addresses cost. A visitor's
// /home with a made-up query string each time, and /courses/{id} and /certificates/{code} with
// ids that do not exist: how many were rendered (the page cache's x-qadam-page-cache says "miss"
// when Next rendered the answer), their statuses, and the server's RSS before and after each
// kind (the issue asks it to stay within 10%). Every request names its own client address, as a
// school's many visitors would: only the render budget all clients share can refuse them (a 429,
// counted in the statuses, not as a render).
//
//   NODE_ENV=production npm run build
//   node scripts/bench-made-up.mjs [--count 10000] [--connections 16] [--port 3393]
import { args, memoryMb, nextClientAddress, startBuiltServer } from "./bench-servers.mjs";

const { one } = args();
const count = Number(one("count", 10_000));
const connections = Number(one("connections", 16));
const port = Number(one("port", 3393));
const root = new URL("..", import.meta.url).pathname;

const made = () => Math.random().toString(36).slice(2, 12);

async function run(base, pathOf) {
  const statuses = {};
  let rendered = 0;
  let sent = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (sent < count) {
        sent++;
        const response = await fetch(base + pathOf(), {
          headers: { "x-forwarded-for": nextClientAddress(), "accept-encoding": "gzip" },
        });
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        // A 429 of the render budget is a refusal, not a render.
        if (response.status !== 429 && response.headers.get("x-qadam-page-cache") !== "hit") rendered++;
      }
    }),
  );
  return { statuses, rendered, seconds: (performance.now() - started) / 1000 };
}

const server = await startBuiltServer(root, { port, label: "this build" });
try {
  // Warm: each page once, so the first render of a kept page is not counted against the made-up ones.
  for (const path of ["/home", "/courses", "/courses/none", "/certificates/NONE"]) await (await fetch(server.base + path)).arrayBuffer();
  const kinds = [
    ["/home?<made-up query>", () => `/home?${made()}=${made()}`],
    ["/courses/<unknown id>", () => `/courses/${made()}`],
    ["/certificates/<unknown code>", () => `/certificates/${made().toUpperCase()}`],
  ];
  console.log(`${count} requests of each kind, ${connections} connections, each from its own client address`);
  console.log(`${"kind".padEnd(30)} ${"rendered".padStart(9)} ${"req/s".padStart(7)}  statuses        RSS before → after`);
  for (const [label, pathOf] of kinds) {
    const before = memoryMb(server.pid, "VmRSS");
    const { statuses, rendered, seconds } = await run(server.base, pathOf);
    const after = memoryMb(server.pid, "VmRSS");
    const growth = ((after / before - 1) * 100).toFixed(1);
    console.log(`${label.padEnd(30)} ${String(rendered).padStart(9)} ${(count / seconds).toFixed(0).padStart(7)}  ${JSON.stringify(statuses).padEnd(15)} ${before.toFixed(0)} → ${after.toFixed(0)} MB (${growth}%)`);
  }
} finally {
  await server.stop();
}
