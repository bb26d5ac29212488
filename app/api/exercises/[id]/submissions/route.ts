import { route } from "@/lib/api/route";
import { exerciseIdParams, MAX_PRACTICE_BODY_BYTES, practiceFilesBody } from "@/lib/practice/contract";
import { submitExercise } from "@/lib/practice/submit-exercise";

// POST /api/exercises/{id}/submissions — { files }: the server runs the checks and keeps the verdict
export const POST = route({ auth: "user", params: exerciseIdParams, body: practiceFilesBody, maxBodyBytes: MAX_PRACTICE_BODY_BYTES }, async ({ caller, params, body, locale }) =>
  submitExercise({ caller, exerciseId: params.id, files: body.files, locale }),
);
