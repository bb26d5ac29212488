import { checkDatabase } from "@/lib/db/health";
import { NextResponse } from "next/server";

// GET /api/health — 200 when the database answers, else 503
export async function GET() {
  const ok = await checkDatabase();
  return NextResponse.json({ status: ok ? "ok" : "unavailable" }, { status: ok ? 200 : 503 });
}
