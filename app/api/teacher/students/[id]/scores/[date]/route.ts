import { z } from "zod";
import { recordId } from "@/lib/api/record-id";
import { route } from "@/lib/api/route";
import { setDailyScoreBody } from "@/lib/offline/schemas";
import { scoreDateParam } from "@/lib/offline/set-daily-score";
import { setTeacherScore } from "@/lib/teaching/teacher-writes";

const dayParams = z.object({ id: recordId, date: scoreDateParam });

// PUT /api/teacher/students/{id}/scores/{date} — { score, note? }: one register cell (null clears it), as the admin's register
export const PUT = route({ auth: "teacher", params: dayParams, body: setDailyScoreBody }, async ({ caller, params, body }) =>
  setTeacherScore({ caller, studentId: params.id, date: params.date, score: body.score, ...(body.note !== undefined ? { note: body.note } : {}) }),
);
