import { idParams } from "@/lib/admin/params";
import { route } from "@/lib/api/route";
import { setTeacherCertificates } from "@/lib/teaching/teacher-writes";
import { setCertificatesBody } from "@/lib/users/user-edit-schemas";

// PUT /api/teacher/students/{id}/certificates — { certificates }: unlock or lock, in the spec's chain order
export const PUT = route({ auth: "teacher", params: idParams, body: setCertificatesBody }, async ({ caller, params, body }) =>
  setTeacherCertificates({ caller, studentId: params.id, certificates: body.certificates }),
);
