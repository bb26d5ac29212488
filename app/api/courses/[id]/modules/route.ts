import { route } from "@/lib/api/route";
import { courseIdParams } from "@/lib/courses/params";
import { findModules } from "@/lib/learning/find-modules";

// GET /api/courses/{id}/modules — module titles and lesson counts (public for active courses)
export const GET = route({ auth: "optional", params: courseIdParams }, async ({ caller, params, locale }) => ({
  modules: await findModules({ caller, locale, courseId: params.id }),
}));
