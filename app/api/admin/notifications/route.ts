import { route } from "@/lib/api/route";
import { findNotifications } from "@/lib/notifications/find-notifications";

// GET /api/admin/notifications — newest first, with the unread count
export const GET = route({ auth: "admin" }, async () => findNotifications());
