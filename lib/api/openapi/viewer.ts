import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";

// Redoc's standalone bundle, served from our own origin (next.config.mjs traces it into the
// standalone build). The page lives under /api/docs, out of every page's bundle; its security
// policy (next.config.mjs) adds the blob: worker Redoc's search runs in.

export const VIEWER_SCRIPT = "node_modules/redoc/bundles/redoc.standalone.js";

// Redoc draws Redocly's logo under its side menu from their CDN, and no option turns it off:
// a request to another origin, which our policy refuses with a console error (and which a school
// without internet could not make anyway). The script is served with that address emptied: the
// image fails at once, with nothing logged, and Redoc drops it (its own onError).
export const REDOC_LOGO = "https://cdn.redoc.ly/redoc/logo-mini.svg";

let script: Promise<{ bytes: Buffer; etag: string }> | undefined;

export function readViewerScript(): Promise<{ bytes: Buffer; etag: string }> {
  script ??= readFile(path.join(process.cwd(), VIEWER_SCRIPT), "utf8").then((text) => {
    const bytes = Buffer.from(text.replaceAll(JSON.stringify(REDOC_LOGO), '""'));
    return { bytes, etag: `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 16)}"` };
  });
  return script;
}
