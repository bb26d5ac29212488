import "server-only";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { threadSeatOrThrow } from "./access";
import { postSelect, postView, type QuestionThreadView } from "./shapes";

/** The threads of `ids` in that order, as the caller sees them: hidden posts only for mentors. */
export async function threadViews(caller: Caller, ids: readonly string[], mentor: boolean): Promise<QuestionThreadView[]> {
  if (ids.length === 0) return [];
  const rows = await db().questionThread.findMany({
    where: { id: { in: [...ids] } },
    select: {
      id: true,
      lessonId: true,
      createdAt: true,
      posts: { where: mentor ? {} : { hiddenAt: null }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: postSelect(caller.id) },
      subscriptions: { where: { userId: caller.id }, select: { userId: true } },
    },
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    const question = row?.posts.find((post) => post.kind === "question");
    if (!row || !question) return [];
    const answers = row.posts.filter((post) => post.kind === "answer");
    const visible = answers.filter((post) => !post.hiddenAt);
    return [{
      id: row.id,
      lessonId: row.lessonId,
      createdAt: row.createdAt,
      answered: visible.length > 0,
      mentorAnswered: visible.some((post) => post.byMentor),
      subscribed: row.subscriptions.length > 0,
      question: postView(question, caller.id, mentor),
      answers: answers.map((post) => postView(post, caller.id, mentor)),
    }];
  });
}

/** One thread for a reader of its lesson (403/404 otherwise). */
export async function getThreadOrThrow({ caller, threadId }: { caller: Caller; threadId: string }): Promise<{ thread: QuestionThreadView; mentor: boolean }> {
  const seat = await threadSeatOrThrow(caller, threadId);
  const [thread] = await threadViews(caller, [threadId], seat.mentor);
  if (!thread) throw new AppError("question_not_found");
  return { thread, mentor: seat.mentor };
}
