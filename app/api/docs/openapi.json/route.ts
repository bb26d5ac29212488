import { NextResponse } from "next/server";
import { openApiDocument } from "@/lib/api/openapi/document";
import { ROUTES } from "@/app/api/docs/route-index";

let document: ReturnType<typeof openApiDocument>["document"] | undefined;

// GET /api/docs/openapi.json — this reference as OpenAPI 3.1
export function GET() {
  document ??= openApiDocument(ROUTES).document;
  return NextResponse.json(document, { headers: { "cache-control": "no-cache" } });
}
