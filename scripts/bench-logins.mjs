// Does a login storm slow everyone else down? Prints the p99 latency of GET /api/courses alone,
// then again while 60 logins run at once without pause, and the ratio of the two (bcrypt runs
// in worker threads, so the target is a ratio under 3; with bcrypt on the main thread every
// other request waited for the hashes, ~10 s). Only ratios compare across runs on a shared machine.
//
//   TRUST_PROXY=1 npm start &   then   node scripts/bench-logins.mjs [baseUrl] [seconds] [logins]
//
// Each login names its own client address in X-Forwarded-For (TRUST_PROXY=1 makes the server
// believe it), so the per-address login limits do not turn the storm into cheap 429s; the
// phone is the demo admin's unless BENCH_PHONE / BENCH_PASSWORD say otherwise.
const base = process.argv[2] ?? "http://127.0.0.1:3000";
const seconds = Number(process.argv[3] ?? 8);
const logins = Number(process.argv[4] ?? 60);
const readers = 8;
const phone = process.env.BENCH_PHONE ?? "+998900000000";
const password = process.env.BENCH_PASSWORD ?? "admin12345";

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** `readers` loops reading /api/courses for `seconds`; answers the sorted latencies in ms. */
async function readCourses() {
  const deadline = performance.now() + seconds * 1000;
  const latencies = [];
  let failed = 0;
  const loop = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      const response = await fetch(`${base}/api/courses`).catch(() => null);
      if (response?.ok) {
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
      } else failed++;
    }
  };
  await Promise.all(Array.from({ length: readers }, loop));
  return { latencies: latencies.sort((a, b) => a - b), failed };
}

let address = 0;
/** `logins` loops logging in until told to stop; answers the statuses seen. */
function storm() {
  let stop = false;
  const statuses = {};
  const latencies = [];
  const loop = async () => {
    while (!stop) {
      address++;
      const started = performance.now();
      const response = await fetch(`${base}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` },
        body: JSON.stringify({ phone, password }),
      }).catch(() => null);
      await response?.arrayBuffer();
      const status = response?.status ?? "error";
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (response?.ok) latencies.push(performance.now() - started);
    }
  };
  const running = Promise.all(Array.from({ length: logins }, loop));
  return {
    async end() {
      stop = true;
      await running;
      return { statuses, latencies: latencies.sort((a, b) => a - b) };
    },
  };
}

const probe = await fetch(`${base}/api/auth/login`, {
  method: "POST",
  headers: { "content-type": "application/json", "x-forwarded-for": "10.255.255.254" },
  body: JSON.stringify({ phone, password }),
}).catch((error) => ({ status: String(error.cause?.code ?? error.message) }));
if (probe.status !== 200) {
  console.error(`A login as ${phone} answered ${probe.status}; start the server (demo mode, or set BENCH_PHONE/BENCH_PASSWORD).`);
  process.exit(1);
}

/** Polls /api/health every 250 ms while `work` runs; answers the statuses seen. */
async function watchHealth(work) {
  const statuses = {};
  let done = false;
  const poll = async () => {
    while (!done) {
      const response = await fetch(`${base}/api/health`).catch(() => null);
      await response?.arrayBuffer();
      const status = response?.status ?? "error";
      statuses[status] = (statuses[status] ?? 0) + 1;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  const polling = poll();
  const result = await work;
  done = true;
  await polling;
  return { result, statuses };
}

await readCourses(); // warm-up: the first requests compile and cache
const alone = await readCourses();
const running = storm();
const { result: during, statuses: health } = await watchHealth(readCourses());
const loginRun = await running.end();

const p99Alone = percentile(alone.latencies, 99);
const p99During = percentile(during.latencies, 99);
const ms = (value) => `${value.toFixed(1)} ms`;
console.log(`${base}: ${readers} readers of /api/courses for ${seconds} s, alone and beside ${logins} concurrent logins`);
console.log(`/api/courses alone          p50 ${ms(percentile(alone.latencies, 50))}   p99 ${ms(p99Alone)}   ${alone.latencies.length} answers${alone.failed ? `, ${alone.failed} failed` : ""}`);
console.log(`/api/courses during logins  p50 ${ms(percentile(during.latencies, 50))}   p99 ${ms(p99During)}   ${during.latencies.length} answers${during.failed ? `, ${during.failed} failed` : ""}`);
console.log(`logins: ${JSON.stringify(loginRun.statuses)}   p50 ${ms(percentile(loginRun.latencies, 50))}   p99 ${ms(percentile(loginRun.latencies, 99))}`);
console.log(`/api/health during logins: ${JSON.stringify(health)}`);
console.log(`p99 ratio (during / alone): ${(p99During / p99Alone).toFixed(2)}   (target < 3)`);
