import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

// Where a pool finds its worker's body. Each body is a TypeScript module (the table below);
// scripts/build-server.mjs compiles each to workers/<name>.js beside the compiled server.js,
// whose entry (scripts/server-entry.ts) says so with useCompiledWorkers. Run from source (tsx:
// `npm run dev`, the browser tests, vitest) the pool starts the .ts file itself through
// lib/workers/ts-worker.mjs, which registers tsx in the new thread first (a Node 20 worker does
// not inherit the parent's module hooks). Route handlers are bundled by Next, so neither place is
// known from this module's own URL: the compiled entry's URL, or the working directory, tells.

/** Each worker body's source, from the project's root; scripts/build-server.mjs lists the same. */
export const WORKER_SOURCES = {
  bcrypt: "lib/auth/bcrypt-worker.ts",
  practice: "lib/practice/sandbox/practice-worker.ts",
} as const;

export type WorkerName = keyof typeof WORKER_SOURCES;

/** The bootstrap that runs a .ts worker body under tsx, from the project's root. */
export const TS_WORKER_BOOTSTRAP = "lib/workers/ts-worker.mjs";

const holder = globalThis as typeof globalThis & { qadamCompiledWorkers?: string };

/** The compiled server's entry: the bodies are the .js files in `dir`. */
export function useCompiledWorkers(dir: string | URL): void {
  holder.qadamCompiledWorkers = dir instanceof URL ? fileURLToPath(dir) : dir;
}

/** Forgets useCompiledWorkers (tests). */
export function useSourceWorkers(): void {
  delete holder.qadamCompiledWorkers;
}

/** The file a worker named `name` runs: the compiled body, or the source under the working directory; null when it is not there. */
export function workerFile(name: WorkerName): URL | null {
  // Neither path is known when Next bundles this (see above): told so, Turbopack's tracer does
  // not take the whole project into the standalone output for it.
  const file = holder.qadamCompiledWorkers
    ? path.join(/* turbopackIgnore: true */ holder.qadamCompiledWorkers, `${name}.js`)
    : path.resolve(/* turbopackIgnore: true */ WORKER_SOURCES[name]);
  return existsSync(/* turbopackIgnore: true */ file) ? pathToFileURL(file) : null;
}

/** How to start a Worker on `file`: a .js file as it is; a .ts file through the tsx bootstrap. */
export function workerStart(file: URL): { entry: URL; workerData: Record<string, unknown> } {
  if (!file.pathname.endsWith(".ts")) return { entry: file, workerData: {} };
  return { entry: pathToFileURL(path.resolve(/* turbopackIgnore: true */ TS_WORKER_BOOTSTRAP)), workerData: { tsBody: file.href } };
}
