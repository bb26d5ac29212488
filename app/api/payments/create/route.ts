import { json, route } from "@/lib/api/route";
import { createPaymentBody, createTopupRequest } from "@/lib/payments/create-topup-request";

// POST /api/payments/create — a pending top-up request; the balance changes only on approval
export const POST = route({ auth: "user", body: createPaymentBody }, async ({ caller, body, t }) => {
  const payment = await createTopupRequest({ caller, input: body });
  return json({ message: t("api.success.topupRequested"), payment }, { status: 201 });
});
