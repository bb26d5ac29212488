import { route } from "@/lib/api/route";
import { findUserNotifications } from "@/lib/notifications/find-user-notifications";

// GET /api/user/notifications — the caller's own notifications (top-up decisions), newest first
export const GET = route({ auth: "user" }, async ({ caller }) => findUserNotifications({ caller }));
