import { route } from "@/lib/api/route";
import { createGroup, findGroups } from "@/lib/groups/manage-groups";
import { createGroupBody, groupListQuery } from "@/lib/groups/schemas";

// GET /api/admin/groups — one page of groups by name (?search=, ?archived=0|1|all), with teachers and student counts
export const GET = route({ auth: "admin", query: groupListQuery }, async ({ caller, query }) => findGroups({ caller, ...query }));

// POST /api/admin/groups — { name, kind, weekdays, startDate, courseId? }: a new group
export const POST = route({ auth: "admin", body: createGroupBody }, async ({ caller, body }) => ({ group: await createGroup({ caller, input: body }) }));
