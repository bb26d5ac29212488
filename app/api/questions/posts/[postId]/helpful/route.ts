import { route } from "@/lib/api/route";
import { markHelpful } from "@/lib/questions/post-marks";
import { postIdParams, subscribeBody } from "@/lib/questions/schemas";

// PUT /api/questions/posts/{postId}/helpful — { on }: "this helped" on an answer, on or off
export const PUT = route({ auth: "user", params: postIdParams, body: subscribeBody }, async ({ caller, params, body }) =>
  markHelpful({ caller, postId: params.postId, on: body.on }),
);
