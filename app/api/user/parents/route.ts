import { route } from "@/lib/api/route";
import { findParents } from "@/lib/parents/links";

// GET /api/user/parents — the parents linked to the caller (a student)
export const GET = route({ auth: "user" }, async ({ caller }) => ({ parents: await findParents({ caller, childId: caller.id }) }));
