import "server-only";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { postSeatOrThrow, threadSeatOrThrow } from "./access";

/** "This helped" on an answer, on or off; not on a question, nor on one's own answer. */
export async function markHelpful({ caller, postId, on }: { caller: Caller; postId: string; on: boolean }): Promise<{ helpfulCount: number; helpedByMe: boolean }> {
  const { post } = await postSeatOrThrow(caller, postId);
  if (post.kind !== "answer") throw new AppError("invalid_input", "api.problems.questionHelpfulAnswersOnly");
  if (post.authorId === caller.id) throw new AppError("forbidden", "api.problems.questionOwnPost");
  if (on) await db().questionHelpful.createMany({ data: [{ postId, userId: caller.id }], skipDuplicates: true });
  else await db().questionHelpful.deleteMany({ where: { postId, userId: caller.id } });
  const helpfulCount = await db().questionHelpful.count({ where: { postId } });
  return { helpfulCount, helpedByMe: on };
}

/** "Notify me" on a thread, on or off. */
export async function setThreadSubscription({ caller, threadId, on }: { caller: Caller; threadId: string; on: boolean }): Promise<{ subscribed: boolean }> {
  await threadSeatOrThrow(caller, threadId);
  if (on) await db().questionSubscription.createMany({ data: [{ threadId, userId: caller.id }], skipDuplicates: true });
  else await db().questionSubscription.deleteMany({ where: { threadId, userId: caller.id } });
  return { subscribed: on };
}

/** A reader reports a post to the mentors; reporting it again keeps the first report. */
export async function reportPost({ caller, postId, reason }: { caller: Caller; postId: string; reason: string }): Promise<{ reported: true }> {
  await postSeatOrThrow(caller, postId);
  await db().questionReport.createMany({ data: [{ postId, reporterId: caller.id, reason }], skipDuplicates: true });
  return { reported: true };
}

/**
 * A mentor hides a post from students. The row stays, with who hid it and when; hiding it again
 * keeps the first record. Hiding a question hides its thread from students.
 */
export async function hidePost({ caller, postId }: { caller: Caller; postId: string }): Promise<{ hiddenAt: Date }> {
  const { seat } = await postSeatOrThrow(caller, postId);
  if (!seat.mentor) throw new AppError("forbidden", "api.problems.questionMentorsOnly");
  await db().questionPost.updateMany({ where: { id: postId, hiddenAt: null }, data: { hiddenAt: new Date(), hiddenById: caller.id } });
  const { hiddenAt } = await db().questionPost.findUniqueOrThrow({ where: { id: postId }, select: { hiddenAt: true } });
  return { hiddenAt: hiddenAt! };
}
