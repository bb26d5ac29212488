// The load loop the throughput benchmarks share (scripts/bench.mjs, scripts/bench-scale.mjs).

/** How a browser would send `token`: a Bearer header to the API, the session cookie to a page. */
export function sessionHeaders(path, token) {
  if (!token) return {};
  return path.startsWith("/api/") ? { authorization: `Bearer ${token}` } : { cookie: `jwt=${token}` };
}

/**
 * `connections` loops fetching `url` for `seconds`: requests per second, p99 in ms, and the
 * failures by status (or by error name; an answer not complete within 30 s is a TimeoutError).
 */
export async function measureLoad(url, { connections, seconds, headers = {} }) {
  const latencies = [];
  const failed = {};
  const deadline = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      const status = await fetch(url, { headers, signal: AbortSignal.timeout(30_000) })
        .then(async (response) => {
          await response.arrayBuffer();
          return response.ok ? 200 : response.status;
        })
        .catch((error) => error.name);
      if (status === 200) latencies.push(performance.now() - started);
      else failed[status] = (failed[status] ?? 0) + 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { perSecond: latencies.length / elapsed, p99: latencies[Math.floor(latencies.length * 0.99)] ?? NaN, failed };
}

/** The median of the finite values (NaN when there is none). */
export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
}

/** Failures of several measurements summed by status, as "3×503 1×TimeoutError" ("0" for none). */
export function failureText(list) {
  const total = {};
  for (const one of list) for (const [status, n] of Object.entries(one)) total[status] = (total[status] ?? 0) + n;
  return Object.entries(total).map(([status, n]) => `${n}×${status}`).join(" ") || "0";
}
