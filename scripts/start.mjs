// `npm start`: generate the Prisma client, build once if there is no build yet, then run
// server.ts (which starts the embedded PostgreSQL when DATABASE_URL is not set).
import { spawn, execFileSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { constants } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { allocatorEnv } from "./allocator-env.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
// glibc's allocator as the image sets it (scripts/allocator-env.mjs says why).
const env = { ...allocatorEnv, ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" };
const distDir = path.resolve(root, process.env.NEXT_DIST_DIR ?? ".next");

// The client is generated again only when the schema is newer than it.
const generated = path.join(root, "lib/db/generated/client.ts");
if (!existsSync(generated) || statSync(path.join(root, "prisma/schema.prisma")).mtimeMs > statSync(generated).mtimeMs) {
  execFileSync(process.execPath, ["scripts/generate-client.mjs"], { cwd: root, stdio: "inherit", env });
}
if (!existsSync(path.join(distDir, "BUILD_ID")) || process.argv.includes("--build")) {
  execFileSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], { cwd: root, stdio: "inherit", env });
}

// The launcher stays until the server has stopped and exits with its code. A signal sent to
// the launcher alone is passed on; Ctrl-C and systemd signal the whole process group, so the
// server gets those itself and ignores the copy passed on (it is already draining).
// A heap limit that fits a 512 MB container: the live heap under load stays near 100 MB, and
// without a limit V8 lets garbage pile up to gigabytes before collecting it (issue 14). A
// --max-old-space-size in NODE_OPTIONS wins.
const heapLimit = /--max-old-space-size/.test(process.env.NODE_OPTIONS ?? "") ? [] : ["--max-old-space-size=256"];
const server = spawn(process.execPath, [...heapLimit, "--import", "./scripts/server-only-hook.mjs", "--import", "tsx", "server.ts"], { cwd: root, stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}
server.on("exit", (code, signal) => {
  process.exit(code ?? 128 + (signal ? (constants.signals[signal] ?? 0) : 1));
});
