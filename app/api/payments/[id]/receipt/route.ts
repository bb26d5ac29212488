import { z } from "zod";
import { idParams } from "@/lib/admin/params";
import { json, route } from "@/lib/api/route";
import { attachReceipt, attachReceiptBody } from "@/lib/payments/attach-receipt";
import { getReceipt } from "@/lib/payments/get-receipt";
import { RECEIPT_CSP, RECEIPT_MAX_BODY_BYTES } from "@/lib/payments/read-receipt-file";

const receiptQuery = z.object({ size: z.enum(["full", "thumb"]).optional() });

// POST /api/payments/{id}/receipt — the student attaches the receipt (photo or PDF) to a pending top-up
export const POST = route(
  { auth: "user", params: idParams, body: attachReceiptBody, bodyFormat: "multipart", maxBodyBytes: RECEIPT_MAX_BODY_BYTES },
  async ({ caller, params, body, t }) => {
    const receipt = await attachReceipt({ caller, paymentId: params.id, file: body.receipt });
    return json({ message: t("api.success.receiptSent"), receipt }, { status: 201 });
  },
);

// GET /api/payments/{id}/receipt?size=thumb — the receipt (or its thumbnail) for its student and the admins
export const GET = route({ auth: "user", params: idParams, query: receiptQuery }, async ({ caller, params, query }) => {
  const receipt = await getReceipt({ caller, paymentId: params.id, thumbnail: query.size === "thumb" });
  const pdf = receipt.mimeType === "application/pdf";
  return new Response(Buffer.from(receipt.data), {
    headers: {
      "content-type": receipt.mimeType,
      "content-length": String(receipt.data.byteLength),
      // A PDF is downloaded to the reader's own viewer: Chromium's built-in one does not run in a
      // sandboxed document, and a file a student sent is never a document of this origin.
      "content-disposition": `${pdf ? "attachment" : "inline"}; filename="chek-${params.id}.${pdf ? "pdf" : receipt.mimeType.split("/")[1]}"`,
      "x-content-type-options": "nosniff",
      // Private: only its student and the admins may read it; a waiting request's receipt can be replaced.
      "cache-control": "private, no-cache",
      // Its own policy, never the site's (next.config.mjs leaves this path out): no script, no origin.
      "content-security-policy": RECEIPT_CSP,
    },
  });
});
