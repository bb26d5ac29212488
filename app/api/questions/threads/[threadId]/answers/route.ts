import { route } from "@/lib/api/route";
import { answerQuestion } from "@/lib/questions/answer-question";
import { answerQuestionBody, threadIdParams } from "@/lib/questions/schemas";

// POST /api/questions/threads/{threadId}/answers — { body }: answer; the thread's followers are told (bell, Telegram or SMS)
export const POST = route({ auth: "user", params: threadIdParams, body: answerQuestionBody }, async ({ caller, params, body }) => ({
  thread: await answerQuestion({ caller, threadId: params.threadId, body: body.body }),
}));
