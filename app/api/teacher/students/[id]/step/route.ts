import { idParams } from "@/lib/admin/params";
import { route } from "@/lib/api/route";
import { setStepBody } from "@/lib/offline/schemas";
import { setTeacherStep } from "@/lib/teaching/teacher-writes";

// PUT /api/teacher/students/{id}/step — { step }: the step and the certificates it unlocks
export const PUT = route({ auth: "teacher", params: idParams, body: setStepBody }, async ({ caller, params, body }) =>
  setTeacherStep({ caller, studentId: params.id, step: body.step }),
);
