import { route } from "@/lib/api/route";
import { getNotificationPreferences, notificationPreferencesBody, setNotificationPreferences } from "@/lib/outbox/notification-preferences";

// GET /api/user/notification-preferences — which kinds of Telegram/SMS message the caller gets (all on until switched off)
export const GET = route({ auth: "user" }, async ({ caller }) => getNotificationPreferences(caller.id));

// PUT /api/user/notification-preferences — switch kinds on or off: {preferences: {topup_approved: false, …}}
export const PUT = route({ auth: "user", body: notificationPreferencesBody }, async ({ caller, body }) => setNotificationPreferences(caller.id, body.preferences));
