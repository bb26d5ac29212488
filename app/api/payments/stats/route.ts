import { route } from "@/lib/api/route";
import { getPaymentStats } from "@/lib/payments/get-payment-stats";

// GET /api/payments/stats — balance, approved top-ups in total and this month
export const GET = route({ auth: "user" }, async ({ caller }) => ({ stats: await getPaymentStats({ caller }) }));
