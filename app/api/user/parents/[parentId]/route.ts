import { route } from "@/lib/api/route";
import { unlinkParent } from "@/lib/parents/links";
import { parentParams } from "@/lib/parents/rules";

// DELETE /api/user/parents/{parentId} — the student unlinks one of their parents
export const DELETE = route({ auth: "user", params: parentParams }, async ({ caller, params, t }) => {
  await unlinkParent({ caller, childId: caller.id, parentId: params.parentId });
  return { message: t("api.success.parentUnlinked") };
});
