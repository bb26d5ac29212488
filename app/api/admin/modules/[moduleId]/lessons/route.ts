import { moduleIdParams } from "@/lib/admin/params";
import { json, route } from "@/lib/api/route";
import { createLesson } from "@/lib/courses/admin/create-lesson";
import { findLessons } from "@/lib/courses/admin/find-lessons";
import { lessonCreateBody } from "@/lib/courses/admin/lesson-form";

// GET /api/admin/modules/{moduleId}/lessons — the module's lessons, in order
export const GET = route({ auth: "admin", params: moduleIdParams }, async ({ params }) => ({ lessons: await findLessons({ moduleId: params.moduleId }) }));

// POST /api/admin/modules/{moduleId}/lessons — { title, description, videoUrl, codeSourceUrl }
export const POST = route({ auth: "admin", params: moduleIdParams, body: lessonCreateBody }, async ({ params, body, t }) => {
  const lesson = await createLesson({ moduleId: params.moduleId, input: body });
  return json({ message: t("api.success.lessonAdded"), lesson }, { status: 201 });
});
