import { answerClick } from "@/lib/payments/click/answer-click";
import { clickPrepareFields } from "@/lib/payments/click/click-schemas";
import { providerRoute } from "@/lib/payments/provider-route";

// POST /api/payments/click/prepare — Click's SHOP API, action 0 (docs/payments.md)
export const POST = providerRoute(clickPrepareFields, (request) => answerClick(request, "prepare"));
