import "server-only";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { courseMentorGroupIds } from "@/lib/realtime/mentor-groups";
import { publishToMentors } from "@/lib/realtime/publish";
import { lessonSeatOrThrow } from "./access";
import { threadViews } from "./get-thread";
import { countQuestionPost } from "./post-limit";
import type { QuestionThreadView } from "./shapes";

/**
 * A new thread under the lesson with its question; the asker follows it ("notify me") from the
 * start. Counted against the post limit before anything is written; mentors hear of it live
 * after the commit (the socket's `question:new`): admins, and the teachers of the groups that
 * mentor the course, read before the write so that a failed read writes nothing.
 */
export async function askQuestion({ caller, lessonId, body }: { caller: Caller; lessonId: string; body: string }): Promise<QuestionThreadView> {
  const seat = await lessonSeatOrThrow(caller, lessonId);
  await countQuestionPost(caller, seat.mentor);
  const mentorGroups = await courseMentorGroupIds(seat.courseId);
  const thread = await db().questionThread.create({
    data: {
      lessonId: seat.lessonId,
      posts: { create: { kind: "question", authorId: caller.id, byMentor: seat.mentor, body } },
      subscriptions: { create: { userId: caller.id } },
    },
    select: { id: true },
  });
  publishToMentors({ type: "question:new", payload: { threadId: thread.id, lessonId: seat.lessonId } }, mentorGroups);
  const [view] = await threadViews(caller, [thread.id], seat.mentor);
  return view!;
}
