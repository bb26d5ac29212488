import { route } from "@/lib/api/route";
import { findOfflineStudents } from "@/lib/offline/find-offline-students";

// GET /api/offline-students — every offline student's public fields and figures, by name; an
// admin also gets the attendance days and score notes
export const GET = route({ auth: "optional" }, async ({ caller }) => ({ users: await findOfflineStudents({ caller }) }));
