import { route } from "@/lib/api/route";
import { findBell } from "@/lib/notifications/bell";

// GET /api/user/bell — the caller's in-app bell: latest events in their language, with the unread count
export const GET = route({ auth: "user" }, async ({ caller, locale }) => findBell({ caller, locale }));
