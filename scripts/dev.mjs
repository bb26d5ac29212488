// `npm run dev`: server.ts with Next in development mode (compiled on request, hot reload) on the
// embedded PostgreSQL with the demo data, unless DATABASE_URL names another database. Listens on
// localhost only (HOST to change it): a development server is no demo for other machines.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { constants } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const env = { NEXT_TELEMETRY_DISABLED: "1", HOST: "127.0.0.1", ...process.env, NODE_ENV: "development" };

const generated = path.join(root, "lib/db/generated/client.ts");
if (!existsSync(generated) || statSync(path.join(root, "prisma/schema.prisma")).mtimeMs > statSync(generated).mtimeMs) {
  execFileSync(process.execPath, ["scripts/generate-client.mjs"], { cwd: root, stdio: "inherit", env });
}

const server = spawn(process.execPath, ["--import", "./scripts/server-only-hook.mjs", "--import", "tsx", "server.ts", "--dev"], {
  cwd: root,
  stdio: "inherit",
  env,
});
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}
server.on("exit", (code, signal) => {
  process.exit(code ?? 128 + (signal ? (constants.signals[signal] ?? 0) : 1));
});
