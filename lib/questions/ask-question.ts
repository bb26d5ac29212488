import "server-only";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { publishToAdmins } from "@/lib/realtime/publish";
import { lessonSeatOrThrow } from "./access";
import { threadViews } from "./get-thread";
import { countQuestionPost } from "./post-limit";
import type { QuestionThreadView } from "./shapes";

/**
 * A new thread under the lesson with its question; the asker follows it ("notify me") from the
 * start. Counted against the post limit before anything is written; mentors hear of it live
 * after the commit (the admin socket's `question:new`).
 */
export async function askQuestion({ caller, lessonId, body }: { caller: Caller; lessonId: string; body: string }): Promise<QuestionThreadView> {
  const seat = await lessonSeatOrThrow(caller, lessonId);
  await countQuestionPost(caller, seat.mentor);
  const thread = await db().questionThread.create({
    data: {
      lessonId: seat.lessonId,
      posts: { create: { kind: "question", authorId: caller.id, byMentor: seat.mentor, body } },
      subscriptions: { create: { userId: caller.id } },
    },
    select: { id: true },
  });
  publishToAdmins({ type: "question:new", payload: { threadId: thread.id, lessonId: seat.lessonId } });
  const [view] = await threadViews(caller, [thread.id], seat.mentor);
  return view!;
}
