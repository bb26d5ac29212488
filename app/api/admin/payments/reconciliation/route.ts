import { route } from "@/lib/api/route";
import { getReconciliation, reconciliationQuery } from "@/lib/payments/get-reconciliation";

// GET /api/admin/payments/reconciliation?from=&to= — Payme and Click transactions of a period, their totals and Payme's GetStatement view
export const GET = route({ auth: "admin", query: reconciliationQuery }, async ({ query }) => getReconciliation({ query }));
