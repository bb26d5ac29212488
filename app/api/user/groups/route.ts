import { route } from "@/lib/api/route";
import { findMyGroups } from "@/lib/streaks/find-my-groups";

// GET /api/user/groups — the groups the caller studies in (id, name), each with a leaderboard
export const GET = route({ auth: "user" }, async ({ caller }) => ({ groups: await findMyGroups(caller.id) }));
