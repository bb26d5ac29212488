import { idParams } from "@/lib/admin/params";
import { route } from "@/lib/api/route";
import { findParents } from "@/lib/parents/links";

// GET /api/admin/users/{id}/parents — the parents linked to a student
export const GET = route({ auth: "admin", params: idParams }, async ({ caller, params }) => ({
  parents: await findParents({ caller, childId: params.id }),
}));
