import { route } from "@/lib/api/route";
import { findAdminPayments } from "@/lib/payments/find-admin-payments";

// GET /api/admin/payments — every payment, newest first
export const GET = route({ auth: "admin" }, async () => ({ payments: await findAdminPayments() }));
