import { z } from "zod";
import { recordId } from "@/lib/api/record-id";
import { route } from "@/lib/api/route";
import { scoreDateParam, setDailyScore, setDailyScoreBody } from "@/lib/offline/set-daily-score";

const params = z.object({ id: recordId, date: scoreDateParam });

// PUT /api/admin/offline/students/{id}/scores/{date} — save one register cell (null clears it)
export const PUT = route({ auth: "admin", params, body: setDailyScoreBody }, async ({ caller, params, body }) =>
  setDailyScore({ caller, userId: params.id, date: params.date, score: body.score, ...(body.note !== undefined ? { note: body.note } : {}) }),
);
