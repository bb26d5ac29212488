// A throwaway Next app on the installed Next, for questions about Next itself rather than about
// our code (e2e/next-upstream.spec.ts, scripts/bench-next-static.mjs): its files written to a
// temporary folder outside the repository (whose proxy.ts Next would otherwise take), our
// node_modules linked in, built by webpack (which follows the link, where Turbopack keeps to the
// folder's own files) and served by `next start`.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
const env = { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" };

const PROBE_TSCONFIG = JSON.stringify({
  compilerOptions: { jsx: "preserve", strict: true, module: "esnext", moduleResolution: "bundler", skipLibCheck: true, noEmit: true, esModuleInterop: true, isolatedModules: true, lib: ["dom", "esnext"], plugins: [{ name: "next" }] },
  include: ["**/*.ts", "**/*.tsx"],
});

/**
 * Writes `files` (path → text) into a new folder and builds it: the folder, and what the build
 * printed. Throws with that output when the build fails.
 */
export function buildProbeApp(files) {
  const dir = mkdtempSync(path.join(tmpdir(), "qadam-next-probe-"));
  for (const [file, text] of Object.entries({ "tsconfig.json": PROBE_TSCONFIG, ...files })) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  const build = spawnSync(process.execPath, [nextBin, "build", "--webpack"], { cwd: dir, env, encoding: "utf8", timeout: 800_000 });
  const output = `${build.stdout}\n${build.stderr}`;
  if (build.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`the probe app did not build:\n${output}`);
  }
  return { dir, output };
}

/**
 * Serves the built app in `dir` on `port` until `readyPath` answers 200; `stop()` ends the
 * server (Next renames its process, so it is ended through the child kept here) and removes the folder.
 */
export async function serveProbeApp(dir, { port, readyPath }) {
  const child = spawn(process.execPath, [nextBin, "start", "-p", String(port), "-H", "127.0.0.1"], { cwd: dir, env, stdio: "ignore" });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  while (!(await fetch(base + readyPath).then((r) => r.status === 200, () => false))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the probe app did not answer ${readyPath} on port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { base, pid: child.pid, stop };
}
