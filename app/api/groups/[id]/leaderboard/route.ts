import { idParams } from "@/lib/admin/params";
import { route } from "@/lib/api/route";
import { findLeaderboard } from "@/lib/streaks/find-leaderboard";

// GET /api/groups/{id}/leaderboard — the group's students by points, first names only (its students, teachers and admins)
export const GET = route({ auth: "user", params: idParams }, async ({ caller, params }) => findLeaderboard({ caller, scope: { groupId: params.id } }));
