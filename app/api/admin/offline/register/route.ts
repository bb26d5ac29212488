import { route } from "@/lib/api/route";
import { findRegisterWeek, registerQuery } from "@/lib/offline/find-register-week";

// GET /api/admin/offline/register?week=yyyy-MM-dd&groupId= — every offline student (or one group's) × one Monday–Sunday week
export const GET = route({ auth: "admin", query: registerQuery }, async ({ caller, query }) =>
  findRegisterWeek({ caller, ...(query.week ? { week: query.week } : {}), ...(query.groupId ? { groupId: query.groupId } : {}) }),
);
