import type { Jsonified } from "@/lib/api/client";
import type { AdminPayment as AdminPaymentRow } from "@/lib/payments/shapes";

/** A payment as GET /api/admin/payments answers it. */
export type AdminPayment = Jsonified<AdminPaymentRow>;
