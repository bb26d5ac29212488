import { getDashboard } from "@/lib/admin/get-dashboard";
import { route } from "@/lib/api/route";

// GET /api/admin/dashboard — the four cards, 5 latest payments and 5 latest users
export const GET = route({ auth: "admin" }, async ({ locale }) => getDashboard({ locale }));
