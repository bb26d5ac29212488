import { idParams } from "@/lib/admin/params";
import { route } from "@/lib/api/route";
import { setTeacherWarnings } from "@/lib/teaching/teacher-writes";
import { setWarningsBody } from "@/lib/users/user-edit-schemas";

// PUT /api/teacher/students/{id}/warnings — { warnings, expectedWarnings? }: give or cancel warnings, in the spec's order
export const PUT = route({ auth: "teacher", params: idParams, body: setWarningsBody }, async ({ caller, params, body }) =>
  setTeacherWarnings({ caller, studentId: params.id, ...body }),
);
