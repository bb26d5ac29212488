import { route } from "@/lib/api/route";
import { exerciseIdParams, MAX_PRACTICE_BODY_BYTES, practiceFilesBody } from "@/lib/practice/contract";
import { saveDraft } from "@/lib/practice/save-draft";

// PUT /api/exercises/{id}/draft — { files }: autosave the student's code
export const PUT = route({ auth: "user", params: exerciseIdParams, body: practiceFilesBody, maxBodyBytes: MAX_PRACTICE_BODY_BYTES }, async ({ caller, params, body }) =>
  saveDraft({ caller, exerciseId: params.id, files: body.files }),
);
