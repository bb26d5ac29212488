import { route } from "@/lib/api/route";
import { lessonIdParams } from "@/lib/courses/params";
import { findLessonProjects } from "@/lib/review/find-lesson-projects";

// GET /api/lessons/{lessonId}/projects — the lesson's projects, with where the caller's last iteration stands
export const GET = route({ auth: "user", params: lessonIdParams }, async ({ caller, params, locale }) => findLessonProjects({ caller, lessonId: params.lessonId, locale }));
