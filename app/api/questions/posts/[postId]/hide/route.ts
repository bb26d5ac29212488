import { route } from "@/lib/api/route";
import { hidePost } from "@/lib/questions/post-marks";
import { postIdParams } from "@/lib/questions/schemas";

// POST /api/questions/posts/{postId}/hide — a mentor hides a post from students; it is kept, with who hid it and when
export const POST = route({ auth: "user", params: postIdParams }, async ({ caller, params }) => hidePost({ caller, postId: params.postId }));
