import { route } from "@/lib/api/route";
import { findAdminPayments } from "@/lib/payments/find-admin-payments";
import { csvResponse, paymentsCsv } from "@/lib/payments/payments-csv";

// GET /api/admin/payments/export — payments.csv
export const GET = route({ auth: "admin" }, async () => csvResponse(paymentsCsv(await findAdminPayments()), "payments.csv"));
