import { userBatches, usersQuery } from "@/lib/admin/find-users";
import { csvStreamResponse } from "@/lib/admin/paging";
import { usersCsvChunk } from "@/lib/admin/users-csv";
import { route } from "@/lib/api/route";

// GET /api/admin/users/export?search=&role=&sort= — users.csv of every matching user, streamed
export const GET = route({ auth: "admin", query: usersQuery }, async ({ query }) => csvStreamResponse(userBatches({ query }), usersCsvChunk, "users.csv"));
