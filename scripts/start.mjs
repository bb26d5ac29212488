// `npm start`: generate the Prisma client, build once if there is no build yet, then run
// server.ts (which starts the embedded PostgreSQL when DATABASE_URL is not set).
import { spawn, execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" };

execFileSync(process.execPath, ["scripts/generate-client.mjs"], { cwd: root, stdio: "inherit", env });
if (!existsSync(`${root}.next/BUILD_ID`) || process.argv.includes("--build")) {
  execFileSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], { cwd: root, stdio: "inherit", env });
}
const server = spawn(process.execPath, ["--import", "tsx", "server.ts"], { cwd: root, stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
