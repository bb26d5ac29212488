import { json, route } from "@/lib/api/route";
import { findChildren } from "@/lib/parents/links";
import { redeemPairingCode } from "@/lib/parents/redeem-pairing-code";
import { redeemPairingBody } from "@/lib/parents/rules";

// GET /api/parent/children — the parent's linked children
export const GET = route({ auth: "user" }, async ({ caller }) => ({ children: await findChildren({ caller }) }));

// POST /api/parent/children — { code }: link the child whose pairing code it is (single use; wrong codes limited per parent and address)
export const POST = route({ auth: "user", body: redeemPairingBody }, async ({ caller, body, clientAddress, t }) => {
  const child = await redeemPairingCode({ caller, code: body.code, clientAddress });
  return json({ message: t("api.success.childLinked"), child }, { status: 201 });
});
