import { findUsers, usersQuery } from "@/lib/admin/find-users";
import { route } from "@/lib/api/route";

// GET /api/admin/users?search=&role=&sort= — the users page list
export const GET = route({ auth: "admin", query: usersQuery }, async ({ query }) => ({ users: await findUsers({ query }) }));
