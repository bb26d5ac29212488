import { route } from "@/lib/api/route";
import { markUserNotificationsRead } from "@/lib/notifications/mark-user-notifications-read";

// POST /api/user/notifications/read — mark all of the caller's notifications read
export const POST = route({ auth: "user" }, async ({ caller }) => markUserNotificationsRead({ caller }));
