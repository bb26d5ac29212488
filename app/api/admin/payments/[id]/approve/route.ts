import { idParams } from "@/lib/admin/params";
import { route } from "@/lib/api/route";
import { approvePayment } from "@/lib/payments/approve-payment";

// POST /api/admin/payments/{id}/approve — credit a pending top-up exactly once
export const POST = route({ auth: "admin", params: idParams }, async ({ caller, params, t }) => ({
  message: t("api.success.paymentApproved"),
  payment: await approvePayment({ caller, paymentId: params.id }),
}));
