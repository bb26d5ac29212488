import { route } from "@/lib/api/route";
import { removeGroupStudent } from "@/lib/groups/manage-groups";
import { groupMemberParams } from "@/lib/groups/schemas";

// DELETE /api/admin/groups/{id}/students/{userId} — take a student out of the group
export const DELETE = route({ auth: "admin", params: groupMemberParams }, async ({ caller, params }) => ({
  group: await removeGroupStudent({ caller, groupId: params.id, studentId: params.userId }),
}));
