import { route } from "@/lib/api/route";
import { findOfflineStudents } from "@/lib/offline/find-offline-students";

// GET /api/offline-students — every offline student's public fields and figures, by name
export const GET = route({ auth: "none" }, async () => ({ users: await findOfflineStudents() }));
