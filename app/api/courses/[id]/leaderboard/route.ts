import { route } from "@/lib/api/route";
import { courseIdParams } from "@/lib/courses/params";
import { findLeaderboard } from "@/lib/streaks/find-leaderboard";

// GET /api/courses/{id}/leaderboard — the course's students by points, first names only (its students and admins)
export const GET = route({ auth: "user", params: courseIdParams }, async ({ caller, params }) => findLeaderboard({ caller, scope: { courseId: params.id } }));
