import { described } from "@/lib/api/openapi/describe";
import { plainJson } from "@/lib/request/route-compression";

// GET /api/health/live — 200 while the process answers (liveness: restart it when this fails)
export const GET = described({ auth: "none", responses: { "200": { description: "The process answers", contentType: "application/json" } } }, async () =>
  plainJson({ status: "ok" }),
);
