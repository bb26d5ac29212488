import { idParams } from "@/lib/admin/params";
import { route } from "@/lib/api/route";
import { getStudentCard } from "@/lib/teaching/teacher-reads";

// GET /api/teacher/students/{id} — a student of the caller's groups: courses and progress, practice (where stuck), attendance and scores
export const GET = route({ auth: "teacher", params: idParams }, async ({ caller, params, locale }) => getStudentCard({ caller, studentId: params.id, locale }));
