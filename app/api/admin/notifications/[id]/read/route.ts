import { idParams } from "@/lib/admin/params";
import { route } from "@/lib/api/route";
import { markNotificationRead } from "@/lib/notifications/mark-notification-read";

// POST /api/admin/notifications/{id}/read — for every admin; announced live
export const POST = route({ auth: "admin", params: idParams }, async ({ params }) => {
  await markNotificationRead(params.id);
  return {};
});
