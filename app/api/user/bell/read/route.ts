import { route } from "@/lib/api/route";
import { markBellRead, markBellReadBody } from "@/lib/notifications/bell";

// POST /api/user/bell/read — mark the given lines of the caller's bell read ({ids}), or all of them ({})
export const POST = route({ auth: "user", body: markBellReadBody }, async ({ caller, body }) => markBellRead({ caller, ids: body.ids }));
