import { route } from "@/lib/api/route";
import { getTeacherHome } from "@/lib/teaching/teacher-reads";

// GET /api/teacher/home — per group: today's attendance so far, who is behind, who has not practised for 7 days, the exercises most fail
export const GET = route({ auth: "teacher" }, async ({ caller, locale }) => getTeacherHome({ caller, locale }));
