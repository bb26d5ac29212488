import { route } from "@/lib/api/route";
import { demoCheckoutBody, playDemoCheckout } from "@/lib/payments/play-demo-checkout";

// POST /api/payments/demo-checkout — demo mode only: play Payme's or Click's calls for a payment (404 elsewhere)
export const POST = route({ auth: "none", body: demoCheckoutBody }, async ({ body }) => ({ ...(await playDemoCheckout(body)) }));
