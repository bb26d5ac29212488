import { route } from "@/lib/api/route";
import { getThreadOrThrow } from "@/lib/questions/get-thread";
import { threadIdParams } from "@/lib/questions/schemas";

// GET /api/questions/threads/{threadId} — one question with its answers, for the readers of its lesson
export const GET = route({ auth: "user", params: threadIdParams }, async ({ caller, params }) => getThreadOrThrow({ caller, threadId: params.threadId }));
