import { route } from "@/lib/api/route";
import { findTeacherGroups } from "@/lib/teaching/teacher-reads";

// GET /api/teacher/groups — the caller's active groups
export const GET = route({ auth: "teacher" }, async ({ caller }) => ({ groups: await findTeacherGroups({ caller }) }));
