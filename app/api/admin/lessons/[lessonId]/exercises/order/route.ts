import { route } from "@/lib/api/route";
import { lessonIdParams } from "@/lib/courses/params";
import { reorderExercises } from "@/lib/practice/admin/save-exercise";
import { exerciseOrderBody } from "@/lib/practice/contract";

// PUT /api/admin/lessons/{lessonId}/exercises/order — { ids }: the lesson's exercises in their new order
export const PUT = route({ auth: "admin", params: lessonIdParams, body: exerciseOrderBody }, async ({ params, body }) => ({
  exercises: await reorderExercises({ lessonId: params.lessonId, ids: body.ids }),
}));
