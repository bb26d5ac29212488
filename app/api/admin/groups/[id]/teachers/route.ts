import { route } from "@/lib/api/route";
import { addGroupTeacher } from "@/lib/groups/manage-groups";
import { groupParams, memberBody } from "@/lib/groups/schemas";

// POST /api/admin/groups/{id}/teachers — { userId }: assign a teacher (a user whose role is teacher)
export const POST = route({ auth: "admin", params: groupParams, body: memberBody }, async ({ caller, params, body }) => ({
  group: await addGroupTeacher({ caller, groupId: params.id, teacherId: body.userId }),
}));
