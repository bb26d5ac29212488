// Throughput of a few answers of a running server, with ratios against /api/health measured
// in the same run (the machine is shared and noisy, so only ratios compare across runs).
//   npm start &   then   node scripts/bench.mjs [baseUrl] [seconds] [connections]
const base = process.argv[2] ?? "http://127.0.0.1:3000";
const seconds = Number(process.argv[3] ?? 5);
const connections = Number(process.argv[4] ?? 64);
const paths = ["/api/health", "/api/courses", "/api/courses?limit=3", "/api/offline-students"];

async function measure(path) {
  const deadline = performance.now() + seconds * 1000;
  let done = 0;
  let failed = 0;
  const worker = async () => {
    while (performance.now() < deadline) {
      const response = await fetch(base + path).catch(() => null);
      if (response?.ok) {
        await response.arrayBuffer();
        done++;
      } else failed++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  return { path, perSecond: done / ((performance.now() - started) / 1000), failed };
}

const results = [];
for (const path of paths) results.push(await measure(path));
const health = results[0].perSecond;
console.log(`${connections} connections, ${seconds} s each, ${base}`);
for (const { path, perSecond, failed } of results) {
  console.log(`${path.padEnd(28)} ${perSecond.toFixed(0).padStart(7)} req/s   ${(perSecond / health).toFixed(2)} × health${failed ? `   ${failed} failed` : ""}`);
}
