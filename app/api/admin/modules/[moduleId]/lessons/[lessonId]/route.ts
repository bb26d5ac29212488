import { moduleLessonParams } from "@/lib/admin/params";
import { route } from "@/lib/api/route";
import { deleteLesson } from "@/lib/courses/admin/delete-lesson";
import { lessonUpdateBody } from "@/lib/courses/admin/lesson-form";
import { updateLesson } from "@/lib/courses/admin/update-lesson";

// PUT /api/admin/modules/{moduleId}/lessons/{lessonId} — { title, titleRu, description, descriptionRu, videoUrl, codeSourceUrl, order }
export const PUT = route({ auth: "admin", params: moduleLessonParams, body: lessonUpdateBody }, async ({ params, body, t, locale }) => ({
  message: t("api.success.lessonUpdated"),
  lesson: await updateLesson({ moduleId: params.moduleId, lessonId: params.lessonId, input: body, locale }),
}));

// DELETE /api/admin/modules/{moduleId}/lessons/{lessonId}
export const DELETE = route({ auth: "admin", params: moduleLessonParams }, async ({ params, t }) => {
  await deleteLesson({ moduleId: params.moduleId, lessonId: params.lessonId });
  return { message: t("api.success.lessonDeleted") };
});
