import { idParams } from "@/lib/admin/params";
import { route } from "@/lib/api/route";
import { deleteNotification } from "@/lib/notifications/delete-notification";

// DELETE /api/admin/notifications/{id} — for every admin; announced live
export const DELETE = route({ auth: "admin", params: idParams }, async ({ params }) => {
  await deleteNotification(params.id);
  return {};
});
