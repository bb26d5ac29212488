import { findUsers, usersQuery } from "@/lib/admin/find-users";
import { route } from "@/lib/api/route";

// GET /api/admin/users?search=&role=&sort=&page= — one page of the users list, with page and total
export const GET = route({ auth: "admin", query: usersQuery }, async ({ query }) => findUsers({ query }));
