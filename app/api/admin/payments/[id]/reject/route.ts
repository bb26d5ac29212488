import { idParams } from "@/lib/admin/params";
import { route } from "@/lib/api/route";
import { rejectPayment, rejectPaymentBody } from "@/lib/payments/reject-payment";

// POST /api/admin/payments/{id}/reject — refuse a pending top-up with an optional reason; no money moves
export const POST = route({ auth: "admin", params: idParams, body: rejectPaymentBody }, async ({ caller, params, body, t }) => ({
  message: t("api.success.paymentRejected"),
  payment: await rejectPayment({ caller, paymentId: params.id, ...(body.reason ? { reason: body.reason } : {}) }),
}));
