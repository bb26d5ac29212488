import { json, route } from "@/lib/api/route";
import { lessonIdParams } from "@/lib/courses/params";
import { findAdminExercises } from "@/lib/practice/admin/find-exercises";
import { createExercise } from "@/lib/practice/admin/save-exercise";
import { exerciseBody } from "@/lib/practice/contract";

// GET /api/admin/lessons/{lessonId}/exercises — every exercise of the lesson with its stats
export const GET = route({ auth: "admin", params: lessonIdParams }, async ({ params, locale }) => ({ exercises: await findAdminExercises({ lessonId: params.lessonId, locale }) }));

// POST /api/admin/lessons/{lessonId}/exercises — a new exercise (published only when its solution passes)
export const POST = route({ auth: "admin", params: lessonIdParams, body: exerciseBody }, async ({ caller, params, body, locale }) => {
  const exercise = await createExercise({ lessonId: params.lessonId, exercise: body, locale, admin: caller.id });
  return json({ exercise }, { status: 201 });
});
