import { route } from "@/lib/api/route";
import { findSessions } from "@/lib/auth/sessions/find-sessions";

// GET /api/auth/sessions — the caller's signed-in devices, this one marked `current`
export const GET = route({ auth: "user" }, async ({ caller }) => ({ sessions: await findSessions({ caller }) }));
