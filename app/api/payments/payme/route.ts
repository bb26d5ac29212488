import { answerPayme } from "@/lib/payments/payme/answer-payme";
import { paymeRequest } from "@/lib/payments/payme/payme-schemas";
import { providerRoute } from "@/lib/payments/provider-route";

// POST /api/payments/payme — Payme's Merchant API (JSON-RPC; docs/payments.md)
export const POST = providerRoute(paymeRequest, (request) => answerPayme(request));

// GET /api/payments/payme — Payme's transport error -32300 in JSON-RPC with HTTP 200: the Merchant API is POST only
export const GET = providerRoute(undefined, (request) => answerPayme(request));
