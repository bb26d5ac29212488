import { route } from "@/lib/api/route";
import { findChildPayments } from "@/lib/parents/child-view";
import { childParams } from "@/lib/parents/rules";

// GET /api/parent/children/{id}/payments — a linked child's balance and payment history, newest first
export const GET = route({ auth: "user", params: childParams }, async ({ caller, params, locale }) =>
  findChildPayments({ caller, childId: params.id, locale }),
);
