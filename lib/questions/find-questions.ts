import "server-only";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { lessonSeatOrThrow } from "./access";
import { threadViews } from "./get-thread";
import { QUESTIONS_PAGE_SIZE, type QuestionOrder } from "./schemas";
import type { QuestionThreadView } from "./shapes";

export type QuestionPage = { threads: QuestionThreadView[]; page: number; pageSize: number; pages: number; total: number; mentor: boolean };

/**
 * A page of a lesson's threads, newest first or unanswered first (then newest). A student never
 * sees a hidden post, nor a thread whose question is hidden; "answered" counts visible answers
 * only. A page past the end answers the last one.
 */
export async function findLessonQuestions({ caller, lessonId, order, page }: { caller: Caller; lessonId: string; order: QuestionOrder; page: number }): Promise<QuestionPage> {
  const seat = await lessonSeatOrThrow(caller, lessonId);
  const visibleQuestion = seat.mentor ? Prisma.empty : Prisma.sql`AND q."hiddenAt" IS NULL`;
  const [{ total } = { total: 0 }] = await db().$queryRaw<{ total: number }[]>`
    SELECT count(*)::int AS total FROM "QuestionThread" t
    JOIN "QuestionPost" q ON q."threadId" = t.id AND q.kind = 'question' ${visibleQuestion}
    WHERE t."lessonId" = ${lessonId}`;
  const pages = Math.max(1, Math.ceil(total / QUESTIONS_PAGE_SIZE));
  const current = Math.min(page, pages);
  const answeredFirst = order === "unanswered"
    ? Prisma.sql`EXISTS (SELECT 1 FROM "QuestionPost" a WHERE a."threadId" = t.id AND a.kind = 'answer' AND a."hiddenAt" IS NULL),`
    : Prisma.empty;
  const rows = await db().$queryRaw<{ id: string }[]>`
    SELECT t.id FROM "QuestionThread" t
    JOIN "QuestionPost" q ON q."threadId" = t.id AND q.kind = 'question' ${visibleQuestion}
    WHERE t."lessonId" = ${lessonId}
    ORDER BY ${answeredFirst} t."createdAt" DESC, t.id DESC
    LIMIT ${QUESTIONS_PAGE_SIZE} OFFSET ${(current - 1) * QUESTIONS_PAGE_SIZE}`;
  const threads = await threadViews(caller, rows.map((row) => row.id), seat.mentor);
  return { threads, page: current, pageSize: QUESTIONS_PAGE_SIZE, pages, total, mentor: seat.mentor };
}
