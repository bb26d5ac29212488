import { readViewerScript } from "@/lib/api/openapi/viewer";

// GET /api/docs/viewer.js — the reference viewer's script (Redoc's standalone bundle, from our own origin)
export async function GET() {
  const script = await readViewerScript();
  return new Response(new Uint8Array(script.bytes), {
    headers: { "content-type": "text/javascript; charset=utf-8", "cache-control": "public, max-age=86400", etag: script.etag },
  });
}
