import { answerClick } from "@/lib/payments/click/answer-click";
import { clickCompleteFields } from "@/lib/payments/click/click-schemas";
import { providerRoute } from "@/lib/payments/provider-route";

// POST /api/payments/click/complete — Click's SHOP API, action 1 (docs/payments.md)
export const POST = providerRoute(clickCompleteFields, (request) => answerClick(request, "complete"));
