import { getDashboardCharts } from "@/lib/admin/get-dashboard-charts";
import { route } from "@/lib/api/route";

// GET /api/admin/dashboard/charts — 12 weeks of revenue, top-ups, new students, enrolments and practice passes; each course's completion funnel
export const GET = route({ auth: "admin" }, async ({ locale }) => getDashboardCharts({ locale }));
