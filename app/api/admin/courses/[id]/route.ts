import { idParams } from "@/lib/admin/params";
import { route } from "@/lib/api/route";
import { COURSE_FORM_MAX_BYTES, courseFormBody } from "@/lib/courses/admin/course-form";
import { deleteCourse } from "@/lib/courses/admin/delete-course";
import { updateCourse } from "@/lib/courses/admin/update-course";

// PUT /api/admin/courses/{id} — multipart; no file keeps the image, removeImage=1 drops it
export const PUT = route(
  { auth: "admin", params: idParams, body: courseFormBody, bodyFormat: "multipart", maxBodyBytes: COURSE_FORM_MAX_BYTES },
  async ({ params, body, t, locale }) => ({ message: t("api.success.courseUpdated"), course: await updateCourse({ courseId: params.id, input: body, locale }) }),
);

// DELETE /api/admin/courses/{id} — deleted, or archived when students are enrolled
export const DELETE = route({ auth: "admin", params: idParams }, async ({ params, t }) => {
  const { outcome } = await deleteCourse({ courseId: params.id });
  return { message: t("api.success.courseDeleted"), outcome };
});
