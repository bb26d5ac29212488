import { idParams } from "@/lib/admin/params";
import { route } from "@/lib/api/route";
import { findTeacherLog } from "@/lib/teaching/audit";

// GET /api/admin/users/{id}/teacher-log — what teachers changed for the student: who, what, before, after, when (newest first)
export const GET = route({ auth: "admin", params: idParams }, async ({ caller, params }) => ({ entries: await findTeacherLog({ caller, studentId: params.id }) }));
