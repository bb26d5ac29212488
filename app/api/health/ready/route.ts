import { NextResponse } from "next/server";
import { checkReadiness } from "@/lib/db/health";

// GET /api/health/ready — 200 when this instance should get requests: not shutting down, the
// database answers and holds this version's migrations; else 503 naming the reason
export async function GET() {
  const status = await checkReadiness();
  const ready = status === "ready";
  return NextResponse.json({ status }, { status: ready ? 200 : 503, headers: ready ? {} : { "Retry-After": "5" } });
}
