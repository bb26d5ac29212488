import { route } from "@/lib/api/route";
import { lessonIdParams } from "@/lib/courses/params";
import { recordWatch, watchBody } from "@/lib/learning/record-watch";

// POST /api/lessons/{lessonId}/watch — { ranges, position, duration }: merge what the player saw play (idempotent, bounded by the video's length and real time)
export const POST = route({ auth: "user", params: lessonIdParams, body: watchBody }, async ({ caller, params, body }) => {
  const watch = await recordWatch({ caller, lessonId: params.lessonId, body });
  return { watch };
});
