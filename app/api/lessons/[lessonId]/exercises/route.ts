import { route } from "@/lib/api/route";
import { lessonIdParams } from "@/lib/courses/params";
import { findLessonExercises } from "@/lib/practice/find-lesson-exercises";

// GET /api/lessons/{lessonId}/exercises — the lesson's published exercises with the caller's status and draft
export const GET = route({ auth: "user", params: lessonIdParams }, async ({ caller, params, locale }) => findLessonExercises({ caller, lessonId: params.lessonId, locale }));
