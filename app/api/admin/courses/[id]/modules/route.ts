import { courseIdParams } from "@/lib/admin/params";
import { json, route } from "@/lib/api/route";
import { createModule } from "@/lib/courses/admin/create-module";
import { findModules } from "@/lib/courses/admin/find-modules";
import { moduleCreateBody } from "@/lib/courses/admin/module-form";

// GET /api/admin/courses/{id}/modules — modules with their lessons, in order
export const GET = route({ auth: "admin", params: courseIdParams }, async ({ params, locale }) => ({ modules: await findModules({ courseId: params.id, locale }) }));

// POST /api/admin/courses/{id}/modules — { title, titleRu, description, descriptionRu }, added at the end
export const POST = route({ auth: "admin", params: courseIdParams, body: moduleCreateBody }, async ({ params, body, t, locale }) => {
  const created = await createModule({ courseId: params.id, input: body, locale });
  return json({ message: t("api.success.moduleAdded"), module: created }, { status: 201 });
});
