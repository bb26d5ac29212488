import { route } from "@/lib/api/route";
import { markAllNotificationsRead } from "@/lib/notifications/mark-all-notifications-read";

// POST /api/admin/notifications/read — mark every notification read, for every admin; announced live
export const POST = route({ auth: "admin" }, async () => markAllNotificationsRead());
