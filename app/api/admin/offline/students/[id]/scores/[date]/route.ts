import { z } from "zod";
import { idParams } from "@/lib/admin/params";
import { route } from "@/lib/api/route";
import { setDailyScoreBody } from "@/lib/offline/schemas";
import { scoreDateParam, setDailyScore } from "@/lib/offline/set-daily-score";

const params = z.object({ id: idParams.shape.id, date: scoreDateParam });

// PUT /api/admin/offline/students/{id}/scores/{date} — save one register cell (null clears it)
export const PUT = route({ auth: "admin", params, body: setDailyScoreBody }, async ({ caller, params, body }) =>
  setDailyScore({ caller, userId: params.id, date: params.date, score: body.score, ...(body.note !== undefined ? { note: body.note } : {}) }),
);
