import "server-only";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { tellStudent } from "@/lib/outbox/student-events";
import { threadSeatOrThrow } from "./access";
import { threadViews } from "./get-thread";
import { countQuestionPost } from "./post-limit";
import type { QuestionThreadView } from "./shapes";

const EXCERPT = 80;

/**
 * An answer in the thread. In its transaction, everyone following the thread but the answerer
 * is told (their bell, and Telegram or SMS through the outbox unless they switched
 * `question_answered` off); parents get no copy (PARENT_MESSAGE_KINDS). A mentor's answer is marked as such.
 */
export async function answerQuestion({ caller, threadId, body }: { caller: Caller; threadId: string; body: string }): Promise<QuestionThreadView> {
  const seat = await threadSeatOrThrow(caller, threadId);
  await countQuestionPost(caller, seat.mentor);
  await db().$transaction(async (tx) => {
    const post = await tx.questionPost.create({ data: { threadId, kind: "answer", authorId: caller.id, byMentor: seat.mentor, body }, select: { id: true } });
    await tx.questionThread.update({ where: { id: threadId }, data: { lastPostAt: new Date() } });
    const followers = await tx.questionSubscription.findMany({ where: { threadId, userId: { not: caller.id } }, select: { userId: true } });
    const excerpt = body.length > EXCERPT ? `${body.slice(0, EXCERPT - 1)}…` : body;
    for (const { userId } of followers) {
      await tellStudent(tx, {
        userId,
        kind: "question_answered",
        eventKey: post.id,
        href: `/learning/${encodeURIComponent(seat.courseId)}?lesson=${encodeURIComponent(seat.lessonId)}#questions`,
        values: () => ({ lesson: seat.lessonTitle, excerpt }),
      });
    }
  });
  const [view] = await threadViews(caller, [threadId], seat.mentor);
  return view!;
}
