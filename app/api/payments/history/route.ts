import { route } from "@/lib/api/route";
import { findPaymentHistory } from "@/lib/payments/find-payment-history";

// GET /api/payments/history — the caller's payments, newest first
export const GET = route({ auth: "user" }, async ({ caller, locale }) => ({ payments: await findPaymentHistory({ caller, locale }) }));
