import { idParams } from "@/lib/admin/params";
import { route } from "@/lib/api/route";
import { findStudentPractice } from "@/lib/practice/admin/find-exercises";

// GET /api/admin/users/{id}/practice — the exercises a student tried: passes, tries, last submission
export const GET = route({ auth: "admin", params: idParams }, async ({ params, locale }) => ({ exercises: await findStudentPractice({ userId: params.id, locale }) }));
