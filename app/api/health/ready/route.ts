import { described } from "@/lib/api/openapi/describe";
import { plainJson } from "@/lib/request/route-compression";
import { checkReadiness } from "@/lib/db/health";
import { VERSION } from "@/lib/version";

// GET /api/health/ready — 200 when this instance should get requests: not shutting down, the
// database answers and holds this version's migrations; else 503 naming the reason
export const GET = described({ auth: "none", responses: { "200": { description: "Ready", contentType: "application/json" }, "503": { description: "Not ready: the reason in status", contentType: "application/json" } } }, async () => {
  const status = await checkReadiness();
  const ready = status === "ready";
  // Which version answered (package.json's), ready or not: a rollout can be watched from here.
  return plainJson({ status, version: VERSION }, { status: ready ? 200 : 503, headers: ready ? {} : { "Retry-After": "5" } });
});
