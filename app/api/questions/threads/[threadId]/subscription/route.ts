import { route } from "@/lib/api/route";
import { setThreadSubscription } from "@/lib/questions/post-marks";
import { subscribeBody, threadIdParams } from "@/lib/questions/schemas";

// PUT /api/questions/threads/{threadId}/subscription — { on }: "notify me" of the thread's answers, on or off
export const PUT = route({ auth: "user", params: threadIdParams, body: subscribeBody }, async ({ caller, params, body }) =>
  setThreadSubscription({ caller, threadId: params.threadId, on: body.on }),
);
