import { NextResponse } from "next/server";

// GET /api/health/live — 200 while the process answers (liveness: restart it when this fails)
export async function GET() {
  return NextResponse.json({ status: "ok" });
}
