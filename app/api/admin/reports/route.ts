import { route } from "@/lib/api/route";
import { findReports } from "@/lib/moderation/find-reports";
import { reportsQuery } from "@/lib/moderation/schemas";

// GET /api/admin/reports — ?status=open|decided&page=: reported question posts and course reviews, with their reports and the last decision
export const GET = route({ auth: "admin", query: reportsQuery }, async ({ query, locale }) => findReports({ status: query.status, page: query.page, locale }));
