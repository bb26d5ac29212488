// What a page's first load downloads, script by script: each <script src> of the page's HTML,
// its gzip size, and the client components ("use client" modules) the build placed in it, read
// from the build's client reference manifests. Libraries show up inside the chunk of the client
// component that imports them; `--grep` names the chunks whose code mentions a string.
//
//   NEXT_DIST_DIR=.next-x node scripts/first-load-modules.mjs --url http://127.0.0.1:3000 [--cookie 'jwt=…']
//       [--grep zod,socket.io,react-hook-form] /home /courses /offline
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { pageScripts } from "./page-scripts.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args.splice(index, 2)[1] : undefined;
};
const base = option("url") ?? "http://127.0.0.1:3000";
const cookie = option("cookie");
const grep = (option("grep") ?? "").split(",").filter(Boolean);
const distDir = path.resolve(root, process.env.NEXT_DIST_DIR ?? ".next");
const routes = args.length ? args : ["/home", "/courses", "/offline"];

/** chunk file → the client modules in it, from every page's client reference manifest. */
function modulesByChunk() {
  const result = new Map();
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith("_client-reference-manifest.js")) {
        globalThis.__RSC_MANIFEST = {};
        new Function("globalThis", "self", readFileSync(full, "utf8"))(globalThis, globalThis);
        for (const manifest of Object.values(globalThis.__RSC_MANIFEST)) {
          for (const [id, entry] of Object.entries(manifest.clientModules ?? {})) {
            const name = id.replace(/^\[project\]\//, "").replace(/ <.*$/, "").replace(/#.*$/, "");
            for (const file of entry.chunks ?? []) {
              const chunk = file.replace(/^\/_next\//, "");
              if (!result.has(chunk)) result.set(chunk, new Set());
              result.get(chunk).add(name);
            }
          }
        }
      }
    }
  };
  walk(path.join(distDir, "server/app"));
  return result;
}

const byChunk = modulesByChunk();
const rootMain = new Set(JSON.parse(readFileSync(path.join(distDir, "build-manifest.json"), "utf8")).rootMainFiles);

for (const route of routes) {
  const html = await (await fetch(base + route, { headers: cookie ? { cookie } : {} })).text();
  const sources = pageScripts(html);
  let total = 0;
  const rows = [];
  for (const src of sources) {
    const code = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    const gz = gzipSync(code).length / 1024;
    total += gz;
    const chunk = new URL(src, base).pathname.replace(/^\/_next\//, "");
    const modules = [...(byChunk.get(chunk) ?? [])];
    const text = code.toString("utf8");
    const found = grep.filter((word) => text.includes(word));
    const label = rootMain.has(chunk) ? "(framework: react-dom, next router)" : modules.slice(0, 6).join(", ") + (modules.length > 6 ? `, +${modules.length - 6}` : "");
    rows.push({ gz, line: `${gz.toFixed(1).padStart(6)} kB  ${path.basename(chunk).padEnd(24)} ${label}${found.length ? `  [mentions ${found.join(", ")}]` : ""}` });
  }
  console.log(`\n${route}: ${total.toFixed(1)} kB gzip in ${sources.length} scripts, HTML ${(Buffer.byteLength(html) / 1024).toFixed(1)} kB`);
  for (const { line } of rows.sort((a, b) => b.gz - a.gz)) console.log(line);
}
