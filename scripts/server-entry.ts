// Entry of the compiled server (scripts/build-server.mjs bundles it into server.js).
// A standalone build has no next.config.mjs beside it, so Next reads the configuration it
// resolved at build time from the environment, as Next's own standalone server.js does.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { useCompiledWorkers } from "@/lib/workers/worker-files";

const distDir = process.env.NEXT_DIST_DIR ?? ".next";
const serverFiles = path.join(distDir, "required-server-files.json");
if (!existsSync("next.config.mjs") && existsSync(serverFiles)) {
  const { config } = JSON.parse(readFileSync(serverFiles, "utf8")) as { config: unknown };
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG ??= JSON.stringify(config);
}

// The worker threads' bodies were compiled beside this file (scripts/build-server.mjs).
useCompiledWorkers(new URL("./workers/", import.meta.url));

await import("../server");
