// The built server's memory (issue 46 item 9): RSS after `--requests` (100,000) mixed public
// requests, spread over the public pages and answers as a visitor crowd sends them, and the peak
// RSS during `--uploads` (12) parallel receipt uploads of a ~4 MB phone photo each, beside the
// documented limit (400 MB for both; the container limit is 512 MB). It also prints the V8 heap
// in use and its size, and the memory outside it (ArrayBuffers, native), from /metrics, to say
// what grows. With two checkouts (before and after a change) both servers run at once and the
// requests go to them in turns of 10,000, so both figures come from one run.
//
//   node scripts/bench-memory.mjs --before ../wt-base [--after .] [--requests 100000] [--uploads 12]
//       [--connections 32] [--port 3391] [--heap 256|0]  (each checkout built: NODE_ENV=production npx next build)
//   node scripts/bench-memory.mjs --url http://127.0.0.1:3000 --pid <server pid>
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { args, load, memoryMb, registerStudent, startBuiltServer } from "./bench-servers.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const { one, all } = args();
const total = Number(one("requests", 100_000));
const uploads = Number(one("uploads", 12));
const connections = Number(one("connections", 32));
const port = Number(one("port", 3391));
const heap = Number(one("heap", 256));
const LIMIT_MB = 400;
const TURN = 10_000;

async function json(base, pathname, init = {}) {
  const response = await fetch(base + pathname, init);
  return { status: response.status, body: await response.json().catch(() => ({})) };
}

/** The V8 heap (used, total) and the memory outside it, in MB, as the server's /metrics says. */
async function heapOf(target) {
  const text = await fetch(`${target.base}/metrics`, { headers: { authorization: `Bearer ${target.adminToken}` } }).then((r) => r.text(), () => "");
  const value = (name) => Number(text.match(new RegExp(`^${name}(?:\\{[^}]*\\})? ([0-9.e+]+)$`, "m"))?.[1] ?? NaN) / 1024 / 1024;
  return { used: value("nodejs_heap_size_used_bytes"), total: value("nodejs_heap_size_total_bytes"), external: value("nodejs_external_memory_bytes") };
}

const mb = (n) => `${Number.isFinite(n) ? n.toFixed(0) : "?"} MB`;

async function prepare(target) {
  const admin = await json(target.base, "/api/auth/login", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "10.250.0.1" },
    body: JSON.stringify({ phone: process.env.BENCH_PHONE ?? "+998900000000", password: process.env.BENCH_PASSWORD ?? "admin12345" }),
  });
  target.adminToken = admin.body.token;
  const catalogue = (await json(target.base, "/api/courses")).body;
  const courseIds = (catalogue.courses ?? []).map((course) => course.id);
  const students = (await json(target.base, "/api/offline-students")).body.users ?? [];
  target.paths = [
    "/home", "/courses", "/offline", "/debtors", "/api/courses", "/api/courses?limit=3", "/api/offline-students",
    ...courseIds.slice(0, 4).map((id) => `/courses/${id}`),
    ...students.slice(0, 2).map((student) => `/offline?student=${student.id}`),
  ];
  target.counts = { ok: 0, failed: 0 };
  target.sent = 0;
  target.startRss = memoryMb(target.pid, "VmRSS");
  target.peak = target.startRss;
}

async function requests(target, count, seconds) {
  let sent = 0;
  const started = performance.now();
  const worker = async () => {
    while (sent < count) {
      sent++;
      const pathname = target.paths[target.sent++ % target.paths.length];
      const response = await fetch(target.base + pathname).catch(() => null);
      await response?.arrayBuffer().catch(() => {});
      target.counts[response?.ok ? "ok" : "failed"]++;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  seconds.push((performance.now() - started) / 1000);
}

/** A phone photo's worth of JPEG: noise compresses badly, so 1800×1350 comes to about 4 MB. */
async function photo() {
  const width = 1800;
  const height = 1350;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 97 }).toBuffer();
}

/** `uploads` students, each with a pending top-up and its receipt sent at the same moment. */
async function uploadWave(target, bytes, offset) {
  const students = [];
  for (let i = 0; i < uploads; i++) {
    const address = `10.251.${offset}.${i + 1}`;
    const phone = `+99899${String(offset * 100 + i).padStart(7, "0")}`;
    const { token } = await registerStudent(target.base, { phone, address, fullName: `Yuklovchi ${i}`, password: "upload12345" });
    const created = await json(target.base, "/api/payments/create", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ amount: 50_000, paymentMethod: "card" }),
    });
    if (!created.body.payment?.id) throw new Error(`${target.label}: a top-up answered ${created.status} ${JSON.stringify(created.body).slice(0, 200)}`);
    students.push({ token, paymentId: created.body.payment.id });
  }
  const before = memoryMb(target.pid, "VmRSS");
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, memoryMb(target.pid, "VmRSS") || 0)), 25);
  const started = performance.now();
  const answers = await Promise.all(
    students.map(({ token, paymentId }) => {
      const form = new FormData();
      form.append("receipt", new File([bytes], "chek.jpg", { type: "image/jpeg" }));
      return fetch(`${target.base}/api/payments/${paymentId}/receipt`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form }).then(
        async (response) => (await response.arrayBuffer(), response.status),
        (error) => error.name,
      );
    }),
  );
  clearInterval(sampler);
  const statuses = {};
  for (const answer of answers) statuses[answer] = (statuses[answer] ?? 0) + 1;
  return { before, peak: Math.max(peak, memoryMb(target.pid, "VmRSS") || 0), seconds: (performance.now() - started) / 1000, statuses };
}

const targets = [];
const before = one("before");
try {
  const urls = all("url");
  if (urls.length) {
    const pids = all("pid");
    urls.forEach((base, i) => targets.push({ label: urls.length > 1 ? `server ${i + 1}` : base, base, pid: Number(pids[i]) }));
  } else {
    if (before) targets.push(await startBuiltServer(path.resolve(before), { port, heap, label: "before" }));
    targets.push(await startBuiltServer(path.resolve(one("after", root)), { port: port + 1, heap, label: before ? "after" : "this checkout" }));
  }
  for (const target of targets) await prepare(target);
  console.log(`${total} mixed public requests (${connections} connections, turns of ${Math.min(TURN, total)} between the servers), then ${uploads} parallel receipt uploads; heap limit ${heap || "none"}; load average at start ${load()}`);
  const seconds = new Map(targets.map((t) => [t, []]));
  const sampler = setInterval(() => {
    for (const target of targets) target.peak = Math.max(target.peak, memoryMb(target.pid, "VmRSS") || 0);
  }, 100);
  for (let done = 0; done < total; done += TURN) {
    for (const target of targets) await requests(target, Math.min(TURN, total - done), seconds.get(target));
    const line = [];
    for (const target of targets) {
      const h = await heapOf(target);
      line.push(`${target.label} RSS ${mb(memoryMb(target.pid, "VmRSS"))} (heap ${mb(h.used)} of ${mb(h.total)}, external ${mb(h.external)})`);
    }
    console.log(`  after ${Math.min(done + TURN, total)}: ${line.join("; ")}`);
  }
  clearInterval(sampler);
  const bytes = await photo();
  const results = new Map();
  for (const target of targets) {
    const after = memoryMb(target.pid, "VmRSS");
    const wave = await uploadWave(target, bytes, targets.indexOf(target));
    results.set(target, { after, ...wave });
  }
  console.log(`receipts: ${uploads} × ${(bytes.length / 1024 / 1024).toFixed(1)} MB JPEG at once`);
  for (const target of targets) {
    const r = results.get(target);
    const rate = (total / seconds.get(target).reduce((a, b) => a + b, 0)).toFixed(0);
    console.log(
      `${target.label}: RSS at start ${mb(target.startRss)}, after ${total} requests ${mb(r.after)} (peak ${mb(target.peak)}; ${rate} req/s, ${target.counts.failed} failed); ` +
        `during ${uploads} uploads peak ${mb(r.peak)} (${r.seconds.toFixed(1)} s, ${JSON.stringify(r.statuses)}); ` +
        `kernel high-water mark ${mb(memoryMb(target.pid, "VmHWM"))}; ${r.after < LIMIT_MB && r.peak < LIMIT_MB ? "under" : "OVER"} ${LIMIT_MB} MB`,
    );
  }
  if (targets.length === 2) {
    const [a, b] = targets.map((t) => results.get(t));
    console.log(`after/before: RSS after the requests ${(b.after / a.after).toFixed(2)}×, peak during the uploads ${(b.peak / a.peak).toFixed(2)}×`);
  }
  console.log(`load average at the end ${load()}`);
} finally {
  for (const target of targets) await target.stop?.();
}
