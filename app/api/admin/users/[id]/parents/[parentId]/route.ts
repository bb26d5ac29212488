import { route } from "@/lib/api/route";
import { unlinkParent } from "@/lib/parents/links";
import { childParentParams } from "@/lib/parents/rules";

// DELETE /api/admin/users/{id}/parents/{parentId} — unlink a parent from a student
export const DELETE = route({ auth: "admin", params: childParentParams }, async ({ caller, params, t }) => {
  await unlinkParent({ caller, childId: params.id, parentId: params.parentId });
  return { message: t("api.success.parentUnlinked") };
});
