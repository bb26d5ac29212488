import { json, route } from "@/lib/api/route";
import { createPaymentBody, createTopupRequest } from "@/lib/payments/create-topup-request";

// POST /api/payments/create — a pending top-up request; the balance changes only on approval
export const POST = route({ auth: "user", body: createPaymentBody }, async ({ caller, body }) => {
  const payment = await createTopupRequest({ caller, input: body });
  return json({ message: "To'lov so'rovi yuborildi. Admin tasdiqlagach balansingizga qo'shiladi", payment }, { status: 201 });
});
