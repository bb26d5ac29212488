import { z } from "zod";
import { route } from "@/lib/api/route";
import { groupParams } from "@/lib/groups/schemas";
import { scoreDateParam } from "@/lib/offline/set-daily-score";
import { getGroupRegisterDay } from "@/lib/teaching/teacher-reads";

const registerDayQuery = z.object({ date: scoreDateParam.optional() });

// GET /api/teacher/groups/{id}/register?date=yyyy-MM-dd — the group's students with the day's attendance, score and note (today when no date)
export const GET = route({ auth: "teacher", params: groupParams, query: registerDayQuery }, async ({ caller, params, query }) =>
  getGroupRegisterDay({ caller, groupId: params.id, ...(query.date ? { date: query.date } : {}) }),
);
