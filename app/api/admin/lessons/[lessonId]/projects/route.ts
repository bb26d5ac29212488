import { json, route } from "@/lib/api/route";
import { lessonIdParams } from "@/lib/courses/params";
import { createProjectBody } from "@/lib/review/contract";
import { createProject } from "@/lib/review/create-project";

// POST /api/admin/lessons/{lessonId}/projects — a project a mentor reviews: statement, what to hand in, the review checklist
export const POST = route({ auth: "admin", params: lessonIdParams, body: createProjectBody }, async ({ params, body, t }) => {
  const project = await createProject({ lessonId: params.lessonId, project: body });
  return json({ message: t("api.success.projectCreated"), project }, { status: 201 });
});
