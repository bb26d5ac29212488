import { route } from "@/lib/api/route";
import { reportPost } from "@/lib/questions/post-marks";
import { postIdParams, reportPostBody } from "@/lib/questions/schemas";

// POST /api/questions/posts/{postId}/report — { reason? }: report a post to the mentors
export const POST = route({ auth: "user", params: postIdParams, body: reportPostBody }, async ({ caller, params, body }) =>
  reportPost({ caller, postId: params.postId, reason: body.reason }),
);
