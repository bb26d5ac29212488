import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";

// Redoc's standalone bundle, served from our own origin (next.config.mjs traces it into the
// standalone build). The page lives under /api/docs, out of every page's bundle; its security
// policy (next.config.mjs) adds the blob: worker Redoc's search runs in.

export const VIEWER_SCRIPT = "node_modules/redoc/bundles/redoc.standalone.js";

let script: Promise<{ bytes: Buffer; etag: string }> | undefined;

export function readViewerScript(): Promise<{ bytes: Buffer; etag: string }> {
  script ??= readFile(path.join(process.cwd(), VIEWER_SCRIPT)).then((bytes) => ({
    bytes,
    etag: `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 16)}"`,
  }));
  return script;
}
