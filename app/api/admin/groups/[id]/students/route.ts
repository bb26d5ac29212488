import { route } from "@/lib/api/route";
import { addGroupStudent, findGroupStudents } from "@/lib/groups/manage-groups";
import { groupMembersQuery, groupParams, memberBody } from "@/lib/groups/schemas";

// GET /api/admin/groups/{id}/students — one page of the group's students by name (?search=, ?page=)
export const GET = route({ auth: "admin", params: groupParams, query: groupMembersQuery }, async ({ caller, params, query }) =>
  findGroupStudents({ caller, groupId: params.id, ...query }),
);

// POST /api/admin/groups/{id}/students — { userId }: add a student; an offline student is in at most one active group (409 already_in_group)
export const POST = route({ auth: "admin", params: groupParams, body: memberBody }, async ({ caller, params, body }) => ({
  group: await addGroupStudent({ caller, groupId: params.id, studentId: body.userId }),
}));
