import { courseModuleParams } from "@/lib/admin/params";
import { route } from "@/lib/api/route";
import { deleteModule } from "@/lib/courses/admin/delete-module";
import { moduleUpdateBody } from "@/lib/courses/admin/module-form";
import { updateModule } from "@/lib/courses/admin/update-module";

// PUT /api/admin/courses/{id}/modules/{moduleId} — { title, titleRu, description, descriptionRu, order }
export const PUT = route({ auth: "admin", params: courseModuleParams, body: moduleUpdateBody }, async ({ params, body, t, locale }) => ({
  message: t("api.success.moduleUpdated"),
  module: await updateModule({ courseId: params.id, moduleId: params.moduleId, input: body, locale }),
}));

// DELETE /api/admin/courses/{id}/modules/{moduleId} — with its lessons
export const DELETE = route({ auth: "admin", params: courseModuleParams }, async ({ params, t }) => {
  await deleteModule({ courseId: params.id, moduleId: params.moduleId });
  return { message: t("api.success.moduleDeleted") };
});
