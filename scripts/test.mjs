// `npm test`: every test, in the order that fails fastest. ESLint, unit and API tests (vitest,
// real PostgreSQL), then a production build, then the browser tests against it: the user flows
// (Playwright's `flows` project, in shards run side by side), then the server-level specs (the
// `ops` project: lifecycle, dev server, HTTPS, two instances, poisoning; playwright.config.ts).
//
//   node scripts/test.mjs          everything (npm test)
//   node scripts/test.mjs flows    ESLint, vitest, the build and the user flows (.ci/run's first job)
//   node scripts/test.mjs ops      the server-level specs, on the build the first job made
//
// E2E_SHARDS (2 unless set) is how many shards of the flows run at once; shard i (from 0) serves
// on E2E_PORT + 100 i (3210 unless set) from E2E_DATA_DIR-shard<i>, so that the specs' own
// servers (up to E2E_PORT + 71) never meet.
import { execFileSync, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const run = (args, extraEnv = {}) =>
  execFileSync(process.execPath, args, { cwd: root, stdio: "inherit", env: { ...env, ...extraEnv } });
const PLAYWRIGHT = "node_modules/@playwright/test/cli.js";

const job = process.argv[2] ?? "all";
if (!["all", "flows", "ops"].includes(job)) {
  process.stderr.write(`usage: node scripts/test.mjs [flows|ops]\n`);
  process.exit(2);
}

/** Runs the flows in `shards` Playwright processes at once; resolves to whether all passed. */
async function flows(shards) {
  const basePort = Number(env.E2E_PORT ?? 3210);
  const dataDir = env.E2E_DATA_DIR ?? ".data-e2e";
  const resultsDir = env.E2E_RESULTS_DIR ?? "e2e-results";
  const started = Date.now();
  const codes = await Promise.all(
    Array.from({ length: shards }, (_, index) => {
      const name = `shard ${index + 1}/${shards}`;
      const args = [PLAYWRIGHT, "test", "--project", "flows", ...(shards > 1 ? [`--shard=${index + 1}/${shards}`] : [])];
      const child = spawn(process.execPath, args, {
        cwd: root,
        stdio: ["ignore", "pipe", "pipe"],
        env: { ...env, E2E_PORT: String(basePort + 100 * index), E2E_DATA_DIR: `${dataDir}-shard${index}`, E2E_RESULTS_DIR: `${resultsDir}/shard${index}` },
      });
      // Each line says which shard wrote it: the shards' reports interleave.
      for (const [stream, out] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
        let rest = "";
        stream.setEncoding("utf8");
        stream.on("data", (chunk) => {
          const lines = (rest + chunk).split("\n");
          rest = lines.pop();
          for (const line of lines) out.write(`[${name}] ${line}\n`);
        });
        stream.on("end", () => rest && out.write(`[${name}] ${rest}\n`));
      }
      return new Promise((resolve) => child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))));
    }),
  );
  process.stdout.write(`flows: ${shards} shard(s) in ${Math.round((Date.now() - started) / 1000)} s; exit codes ${codes.join(", ")}\n`);
  return codes.every((code) => code === 0);
}

if (job !== "ops") {
  run(["scripts/generate-client.mjs"]);
  run(["node_modules/eslint/bin/eslint.js", "."]);
  run(["node_modules/vitest/vitest.mjs", "run"]);
  run(["node_modules/next/dist/bin/next", "build"], { NODE_ENV: "production" });
  if (!(await flows(Math.max(1, Number(env.E2E_SHARDS ?? 2))))) process.exit(1);
}
if (job !== "flows") {
  if (job === "ops") run(["scripts/generate-client.mjs"]);
  run([PLAYWRIGHT, "test", "--project", "ops"]);
}
