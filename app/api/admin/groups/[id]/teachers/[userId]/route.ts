import { route } from "@/lib/api/route";
import { removeGroupTeacher } from "@/lib/groups/manage-groups";
import { groupMemberParams } from "@/lib/groups/schemas";

// DELETE /api/admin/groups/{id}/teachers/{userId} — take a teacher off the group (their access ends on the next request)
export const DELETE = route({ auth: "admin", params: groupMemberParams }, async ({ caller, params }) => ({
  group: await removeGroupTeacher({ caller, groupId: params.id, teacherId: params.userId }),
}));
