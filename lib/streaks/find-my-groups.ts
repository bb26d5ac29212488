import "server-only";
import { db } from "@/lib/db/client";

export type MyGroup = { id: string; name: string };

/**
 * The groups the user studies in (not archived), by name: where a student finds their group's
 * leaderboard (issue 42), on the profile.
 */
export async function findMyGroups(userId: string): Promise<MyGroup[]> {
  const rows = await db().groupStudent.findMany({
    where: { studentId: userId, group: { archived: false } },
    select: { group: { select: { id: true, name: true } } },
  });
  return rows.map((row) => row.group).sort((a, b) => a.name.localeCompare(b.name) || (a.id < b.id ? -1 : 1));
}
