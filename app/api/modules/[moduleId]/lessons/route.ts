import { route } from "@/lib/api/route";
import { moduleIdParams } from "@/lib/courses/params";
import { findLessons } from "@/lib/learning/find-lessons";

// GET /api/modules/{moduleId}/lessons — a module's lessons, for its course's students and admins
export const GET = route({ auth: "user", params: moduleIdParams }, async ({ caller, params }) => ({
  lessons: await findLessons({ caller, moduleId: params.moduleId }),
}));
