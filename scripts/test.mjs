// `npm test`: every test, in the order that fails fastest. ESLint, unit and API tests (vitest,
// real PostgreSQL), then a production build, then the browser tests against it.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const run = (args, extraEnv = {}) =>
  execFileSync(process.execPath, args, { cwd: root, stdio: "inherit", env: { ...env, ...extraEnv } });

run(["scripts/generate-client.mjs"]);
run(["node_modules/eslint/bin/eslint.js", "."]);
run(["node_modules/vitest/vitest.mjs", "run"]);
run(["node_modules/next/dist/bin/next", "build"], { NODE_ENV: "production" });
run(["node_modules/@playwright/test/cli.js", "test"]);
