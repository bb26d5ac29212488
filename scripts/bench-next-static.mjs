// Issue 43's figure, asked of Next itself: how fast does Next 16 serve a fully static page (Cache
// Components, `ensureStatic`, its data in 'use cache'), set beside this app's /api/health and its
// kept copy of /home, in one run? The static page is a probe app's (scripts/next-probe-app.mjs)
// of the same HTML size as our visitor /home, served three ways: as the issue's design would
// (proxy.ts rewrites /home to /uz/home), rewritten by next.config.mjs instead, at its own address,
// and Next's floor, a route handler that answers constant JSON; and this app's /home rendered for
// each request, as the issue's fallback for a page that cannot be static would serve it. Rounds interleave the targets; medians printed.
//
//   NODE_ENV=production npm run build
//   node scripts/bench-next-static.mjs [--seconds 4] [--rounds 3] [--connections 16] [--port 3392]
import { measureLoad, median } from "./bench-load.mjs";
import { startBuiltServer } from "./bench-servers.mjs";
import { buildProbeApp, serveProbeApp } from "./next-probe-app.mjs";

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return Number(index >= 0 ? process.argv[index + 1] : fallback);
};
const seconds = arg("seconds", 4);
const rounds = arg("rounds", 3);
const connections = arg("connections", 16);
const port = arg("port", 3392);
const root = new URL("..", import.meta.url).pathname;

// What one list item of the probe's page adds to its HTML (its markup and its RSC payload),
// measured on Next 16.4.5; the printed sizes show how close the two pages came.
const BYTES_PER_ITEM = 444;

/** A page like ours: a [locale] segment, rewritten to by proxy.ts, its data in 'use cache' with a tag. */
const probeFiles = (items) => ({
  // The same rewrite as the proxy's, said in the configuration: Next's router applies it without running the proxy.
  "next.config.mjs": `export default {
  cacheComponents: true,
  partialPrefetching: false,
  async rewrites() {
    return { beforeFiles: [{ source: "/home-rewritten", destination: "/uz/home" }] };
  },
};\n`,
  "app/layout.tsx": `export default function Layout({ children }: { children: React.ReactNode }) {
  return <html lang="uz"><body>{children}</body></html>;
}\n`,
  "proxy.ts": `import { NextResponse, type NextRequest } from "next/server";
export function proxy(request: NextRequest) {
  const url = request.nextUrl.clone();
  url.pathname = "/uz" + url.pathname;
  const response = NextResponse.rewrite(url);
  response.headers.append("Vary", "Cookie, Accept-Language");
  return response;
}
export const config = { matcher: ["/home"] };\n`,
  "app/[locale]/home/page.tsx": `import { cacheLife, cacheTag } from "next/cache";
export const ensureStatic = "navigation";
export function generateStaticParams() {
  return [{ locale: "uz" }, { locale: "ru" }];
}
async function courses() {
  "use cache";
  cacheTag("courses");
  cacheLife("max");
  return Array.from({ length: ${items} }, (_, i) => ({ id: i, title: "Course number " + i + " with a fairly long description of what it teaches" }));
}
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return (
    <main>
      <h1>{locale}</h1>
      <ul>{(await courses()).map((c) => <li key={c.id} className="rounded-xl bg-surface px-4 py-3 ring-1 ring-white/10"><a href={"/courses/" + c.id}>{c.title}</a></li>)}</ul>
    </main>
  );
}\n`,
  "app/api/constant/route.ts": `import { connection } from "next/server";
export async function GET() {
  await connection();
  return Response.json({ status: "ok" });
}\n`,
});

const sizeOf = async (url) => Buffer.byteLength(await (await fetch(url, { headers: { "accept-encoding": "identity" } })).text());

const ours = await startBuiltServer(root, { port, label: "this app" });
let probe;
try {
  const homeBytes = await sizeOf(`${ours.base}/home`);
  const { dir } = buildProbeApp(probeFiles(Math.round(homeBytes / BYTES_PER_ITEM)));
  probe = await serveProbeApp(dir, { port: port + 1, readyPath: "/home" });

  const targets = [
    ["this app: /api/health (reference)", `${ours.base}/api/health`],
    ["this app: /home, kept copy", `${ours.base}/home`],
    // What the issue's fallback, a page rendered per request, costs: ?lang= is never answered from a kept copy.
    ["this app: /home rendered per request", `${ours.base}/home?lang=uz`],
    ["Next static /home via proxy.ts", `${probe.base}/home`],
    ["Next static /home, config rewrite", `${probe.base}/home-rewritten`],
    ["Next static /uz/home, no rewrite", `${probe.base}/uz/home`],
    ["Next route, constant JSON", `${probe.base}/api/constant`],
  ];
  const results = new Map(targets.map(([label]) => [label, []]));
  for (let round = 1; round <= rounds; round++) {
    for (const [label, url] of targets) results.get(label).push(await measureLoad(url, { connections, seconds }));
    process.stderr.write(`round ${round} of ${rounds} done\n`);
  }

  console.log(`${seconds} s per measurement, ${connections} connections, ${rounds} interleaved rounds, medians`);
  console.log(`HTML: this app's /home ${(homeBytes / 1024).toFixed(1)} kB, the probe's ${((await sizeOf(`${probe.base}/home`)) / 1024).toFixed(1)} kB`);
  console.log(`${"target".padEnd(36)}   req/s   p99 ms   ÷ health   failed`);
  const health = results.get(targets[0][0]);
  for (const [label] of targets) {
    const list = results.get(label);
    const ratio = median(list.map((m, round) => m.perSecond / health[round].perSecond));
    const failed = list.reduce((sum, m) => sum + Object.values(m.failed).reduce((a, b) => a + b, 0), 0);
    console.log(`${label.padEnd(36)} ${median(list.map((m) => m.perSecond)).toFixed(0).padStart(7)} ${median(list.map((m) => m.p99)).toFixed(0).padStart(8)} ${ratio.toFixed(2).padStart(9)}× ${String(failed).padStart(8)}`);
  }
} finally {
  await probe?.stop();
  await ours.stop();
}
