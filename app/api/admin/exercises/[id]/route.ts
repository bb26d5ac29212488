import { route } from "@/lib/api/route";
import { getAdminExercise } from "@/lib/practice/admin/find-exercises";
import { deleteExercise, updateExercise } from "@/lib/practice/admin/save-exercise";
import { exerciseBody, exerciseIdParams } from "@/lib/practice/contract";

// GET /api/admin/exercises/{id} — the exercise with its solution and stats
export const GET = route({ auth: "admin", params: exerciseIdParams }, async ({ params, locale }) => getAdminExercise({ id: params.id, locale }));

// PUT /api/admin/exercises/{id} — the whole exercise (published only when its solution passes)
export const PUT = route({ auth: "admin", params: exerciseIdParams, body: exerciseBody }, async ({ caller, params, body, locale }) => ({
  exercise: await updateExercise({ id: params.id, exercise: body, locale, admin: caller.id }),
}));

// DELETE /api/admin/exercises/{id} — with its drafts, submissions and passes
export const DELETE = route({ auth: "admin", params: exerciseIdParams }, async ({ params }) => {
  await deleteExercise({ id: params.id });
  return {};
});
