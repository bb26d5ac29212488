import { route } from "@/lib/api/route";
import { moduleIdParams } from "@/lib/courses/params";
import { findLessons } from "@/lib/learning/find-lessons";

// GET /api/modules/{moduleId}/lessons — a module's lessons, for its course's students and admins
export const GET = route({ auth: "user", params: moduleIdParams }, async ({ caller, params, locale }) => ({
  lessons: await findLessons({ caller, locale, moduleId: params.moduleId }),
}));
