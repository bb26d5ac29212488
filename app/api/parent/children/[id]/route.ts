import { route } from "@/lib/api/route";
import { getChildOverview } from "@/lib/parents/child-view";
import { childParams } from "@/lib/parents/rules";

// GET /api/parent/children/{id} — one linked child's week: courses with progress, exercises passed, attendance and scores, warnings, certificates, balance
export const GET = route({ auth: "user", params: childParams }, async ({ caller, params, locale }) => ({
  overview: await getChildOverview({ caller, childId: params.id, locale }),
}));
