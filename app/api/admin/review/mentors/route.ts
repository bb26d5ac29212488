import { route } from "@/lib/api/route";
import { findMentorCounts } from "@/lib/review/find-mentor-counts";

// GET /api/admin/review/mentors — each mentor's open and reviewed project counts
export const GET = route({ auth: "admin" }, async () => findMentorCounts());
