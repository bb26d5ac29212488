import { idParams } from "@/lib/admin/params";
import { route } from "@/lib/api/route";
import { rejectPayment } from "@/lib/payments/reject-payment";

// POST /api/admin/payments/{id}/reject — refuse a pending top-up; no money moves
export const POST = route({ auth: "admin", params: idParams }, async ({ caller, params }) => ({
  message: "To'lov rad etildi",
  payment: await rejectPayment({ caller, paymentId: params.id }),
}));
