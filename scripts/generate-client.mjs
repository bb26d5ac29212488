// `prisma generate` without the schema engine download the Prisma CLI would otherwise try:
// the generator does not use the engine, so any existing file satisfies the check.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
execFileSync(process.execPath, ["node_modules/prisma/build/index.js", "generate"], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: fileURLToPath(import.meta.url), PRISMA_HIDE_UPDATE_MESSAGE: "1" },
});
