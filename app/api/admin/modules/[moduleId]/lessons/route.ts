import { moduleIdParams } from "@/lib/admin/params";
import { json, route } from "@/lib/api/route";
import { createLesson } from "@/lib/courses/admin/create-lesson";
import { findLessons } from "@/lib/courses/admin/find-lessons";
import { lessonCreateBody } from "@/lib/courses/admin/lesson-form";

// GET /api/admin/modules/{moduleId}/lessons — the module's lessons, in order
export const GET = route({ auth: "admin", params: moduleIdParams }, async ({ params, locale }) => ({ lessons: await findLessons({ moduleId: params.moduleId, locale }) }));

// POST /api/admin/modules/{moduleId}/lessons — { title, titleRu, description, descriptionRu, videoUrl, codeSourceUrl }
export const POST = route({ auth: "admin", params: moduleIdParams, body: lessonCreateBody }, async ({ params, body, t, locale }) => {
  const lesson = await createLesson({ moduleId: params.moduleId, input: body, locale });
  return json({ message: t("api.success.lessonAdded"), lesson }, { status: 201 });
});
