import { route } from "@/lib/api/route";
import { findLeaderboardVisibility, leaderboardVisibilityBody, setLeaderboardVisibility } from "@/lib/streaks/leaderboard-visibility";

// GET /api/user/leaderboard-visibility — whether the caller is left out of the leaderboards
export const GET = route({ auth: "user" }, async ({ caller }) => findLeaderboardVisibility(caller.id));

// PUT /api/user/leaderboard-visibility — { hidden }: leave the leaderboards, or come back
export const PUT = route({ auth: "user", body: leaderboardVisibilityBody }, async ({ caller, body }) => setLeaderboardVisibility({ userId: caller.id, hidden: body.hidden }));
