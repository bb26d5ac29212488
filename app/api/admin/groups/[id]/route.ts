import { route } from "@/lib/api/route";
import { getGroup, updateGroup } from "@/lib/groups/manage-groups";
import { groupParams, updateGroupBody } from "@/lib/groups/schemas";

// GET /api/admin/groups/{id} — the group with its teachers and student count
export const GET = route({ auth: "admin", params: groupParams }, async ({ caller, params }) => ({ group: await getGroup({ caller, groupId: params.id }) }));

// PATCH /api/admin/groups/{id} — rename, days, start, course or archive; unarchiving is refused while an offline student is in another active group
export const PATCH = route({ auth: "admin", params: groupParams, body: updateGroupBody }, async ({ caller, params, body }) => ({
  group: await updateGroup({ caller, groupId: params.id, input: body }),
}));
