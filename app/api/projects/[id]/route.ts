import { idParams } from "@/lib/admin/params";
import { route } from "@/lib/api/route";
import { getProject } from "@/lib/review/get-project";

// GET /api/projects/{id} — the project's brief and the caller's own iterations, with the comments of finished reviews
export const GET = route({ auth: "user", params: idParams }, async ({ caller, params, locale }) => ({ project: await getProject({ caller, projectId: params.id, locale }) }));
