import { findUsers, usersQuery } from "@/lib/admin/find-users";
import { usersCsv } from "@/lib/admin/users-csv";
import { route } from "@/lib/api/route";
import { csvResponse } from "@/lib/payments/payments-csv";

// GET /api/admin/users/export?search=&role=&sort= — users.csv of the filtered list
export const GET = route({ auth: "admin", query: usersQuery }, async ({ query }) =>
  csvResponse(usersCsv(await findUsers({ query })), "users.csv"),
);
