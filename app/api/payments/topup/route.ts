import { json, route } from "@/lib/api/route";
import { createTopupFormBody, createTopupRequest } from "@/lib/payments/create-topup-request";
import { RECEIPT_MAX_BODY_BYTES } from "@/lib/payments/read-receipt-file";

// POST /api/payments/topup — a pending top-up request with its receipt: the file is checked first, then both are stored, or neither
export const POST = route(
  { auth: "user", body: createTopupFormBody, bodyFormat: "multipart", maxBodyBytes: RECEIPT_MAX_BODY_BYTES },
  async ({ caller, body, t }) => {
    const { receipt, amount, transactionId } = body;
    const payment = await createTopupRequest({ caller, input: { amount, transactionId, paymentMethod: "card", description: "" }, receipt });
    return json({ message: t("api.success.topupRequested"), payment }, { status: 201 });
  },
);
