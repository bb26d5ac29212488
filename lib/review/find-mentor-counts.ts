import "server-only";
import { db } from "@/lib/db/client";
import type { MentorCounts } from "./shapes";

/** GET /api/admin/review/mentors: each mentor who ever claimed a project, with their open (under review) and reviewed counts. */
export async function findMentorCounts(): Promise<{ mentors: MentorCounts[] }> {
  const rows = await db().$queryRaw<{ id: string; fullName: string; role: string; open: number; reviewed: number }[]>`
    SELECT u.id, u."fullName", u.role::text AS role,
      count(*) FILTER (WHERE s.status = 'in_review')::int AS open,
      count(*) FILTER (WHERE s.status IN ('accepted', 'changes_requested'))::int AS reviewed
    FROM "ProjectSubmission" s JOIN "User" u ON u.id = s."claimedById"
    GROUP BY u.id
    ORDER BY open DESC, reviewed DESC, u."fullName" ASC`;
  return { mentors: rows.map((row) => ({ mentor: { id: row.id, fullName: row.fullName, role: row.role }, open: row.open, reviewed: row.reviewed })) };
}
