import { route } from "@/lib/api/route";
import { getChildTopUp } from "@/lib/parents/child-view";
import { childParams } from "@/lib/parents/rules";

// GET /api/parent/children/{id}/top-up — how to top up a linked child: their Payme/Click account number and the card transfer details
export const GET = route({ auth: "user", params: childParams }, async ({ caller, params }) => ({
  topUp: await getChildTopUp({ caller, childId: params.id }),
}));
