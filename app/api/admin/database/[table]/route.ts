import { databaseParams, readDatabaseTable } from "@/lib/admin/database-view";
import { route } from "@/lib/api/route";

// GET /api/admin/database/{users|courses|payments} — read-only rows, no secrets
export const GET = route({ auth: "admin", params: databaseParams }, async ({ params }) => readDatabaseTable({ table: params.table }));
