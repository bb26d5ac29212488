import { route } from "@/lib/api/route";
import { findStudentActivity } from "@/lib/streaks/find-student-activity";

// GET /api/user/streak — the caller's current and best streak (Tashkent days), points and the calendar of active days
export const GET = route({ auth: "user" }, async ({ caller }) => findStudentActivity({ userId: caller.id }));
