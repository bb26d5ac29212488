import { databaseParams, databaseQuery, readDatabaseTable } from "@/lib/admin/database-view";
import { route } from "@/lib/api/route";

// GET /api/admin/database/{users|courses|payments}?page= — one page of read-only rows, no secrets
export const GET = route({ auth: "admin", params: databaseParams, query: databaseQuery }, async ({ params, query }) =>
  readDatabaseTable({ table: params.table, page: query.page }),
);
