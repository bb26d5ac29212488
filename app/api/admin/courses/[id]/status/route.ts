import { idParams } from "@/lib/admin/params";
import { route } from "@/lib/api/route";
import { courseStatusBody, setCourseStatus } from "@/lib/courses/admin/set-course-status";

// PATCH /api/admin/courses/{id}/status — { status: 'active' | 'draft' }
export const PATCH = route({ auth: "admin", params: idParams, body: courseStatusBody }, async ({ params, body, t, locale }) => ({
  message: t("api.success.courseStatus"),
  course: await setCourseStatus({ courseId: params.id, status: body.status, locale }),
}));
