import { route } from "@/lib/api/route";
import { adminPaymentsQuery, findAdminPayments } from "@/lib/admin/find-admin-payments";

// GET /api/admin/payments?search=&page= — one page of 15, newest first, with page and total
export const GET = route({ auth: "admin", query: adminPaymentsQuery }, async ({ query, locale }) => findAdminPayments({ query, locale }));
