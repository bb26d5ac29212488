import { idParams } from "@/lib/admin/params";
import { route } from "@/lib/api/route";
import { projectBody } from "@/lib/review/contract";
import { getAdminProject, updateProject } from "@/lib/review/save-project";

// GET /api/admin/projects/{id} — a lesson's project as the CMS form edits it: statement, what to hand in, the checklist
export const GET = route({ auth: "admin", params: idParams }, async ({ params }) => ({ project: await getAdminProject({ id: params.id }) }));

// PUT /api/admin/projects/{id} — the whole project and its brief; iterations already sent are kept
export const PUT = route({ auth: "admin", params: idParams, body: projectBody }, async ({ params, body, t }) => ({
  message: t("api.success.projectUpdated"),
  project: await updateProject({ id: params.id, project: body }),
}));
