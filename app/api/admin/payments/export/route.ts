import { csvStreamResponse } from "@/lib/admin/paging";
import { route } from "@/lib/api/route";
import { adminPaymentBatches, adminPaymentsQuery } from "@/lib/admin/find-admin-payments";
import { paymentsCsvChunk } from "@/lib/payments/payments-csv";

// GET /api/admin/payments/export?search= — payments.csv of every matching payment, streamed
export const GET = route({ auth: "admin", query: adminPaymentsQuery }, async ({ query }) =>
  csvStreamResponse(adminPaymentBatches({ query }), paymentsCsvChunk, "payments.csv"),
);
