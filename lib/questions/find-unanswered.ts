import "server-only";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { AppError } from "@/lib/errors/app-error";
import type { Locale } from "@/lib/i18n/locales";
import { localizedText } from "@/lib/i18n/localized-text";
import { QUESTIONS_PAGE_SIZE } from "./schemas";

export type UnansweredQuestion = {
  threadId: string;
  lessonId: string;
  lessonTitle: string;
  courseId: string;
  courseTitle: string;
  authorName: string | null;
  body: string;
  createdAt: Date;
};

/**
 * A mentor's queue: questions not hidden with no visible answer yet, oldest first. An admin sees
 * every course's; a teacher those of the courses their active groups study or their students
 * are enrolled in (the rule of lessonSeatOrThrow, in SQL). Course and lesson titles in the reader's language.
 */
export async function findUnansweredQuestions({ caller, page, locale }: { caller: Caller; page: number; locale: Locale }) {
  if (caller.role !== "admin" && caller.role !== "teacher") throw new AppError("forbidden", "api.problems.questionMentorsOnly");
  const scope = caller.role === "admin" ? Prisma.empty : Prisma.sql`AND EXISTS (
      SELECT 1 FROM "GroupTeacher" gt JOIN "Group" g ON g.id = gt."groupId" AND NOT g.archived
      WHERE gt."teacherId" = ${caller.id} AND (g."courseId" = c.id OR EXISTS (
        SELECT 1 FROM "GroupStudent" gs JOIN "Enrollment" e ON e."userId" = gs."studentId" AND e."courseId" = c.id
        WHERE gs."groupId" = g.id)))`;
  const from = Prisma.sql`
    FROM "QuestionThread" t
    JOIN "QuestionPost" q ON q."threadId" = t.id AND q.kind = 'question' AND q."hiddenAt" IS NULL
    JOIN "Lesson" l ON l.id = t."lessonId" JOIN "Module" m ON m.id = l."moduleId" JOIN "Course" c ON c.id = m."courseId"
    LEFT JOIN "User" u ON u.id = q."authorId"
    WHERE NOT EXISTS (SELECT 1 FROM "QuestionPost" a WHERE a."threadId" = t.id AND a.kind = 'answer' AND a."hiddenAt" IS NULL) ${scope}`;
  const [{ total } = { total: 0 }] = await db().$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total ${from}`;
  const pages = Math.max(1, Math.ceil(total / QUESTIONS_PAGE_SIZE));
  const current = Math.min(page, pages);
  const rows = await db().$queryRaw<(UnansweredQuestion & { lessonTitleRu: string | null; courseTitleRu: string | null })[]>`
    SELECT t.id AS "threadId", l.id AS "lessonId", l.title AS "lessonTitle", l."titleRu" AS "lessonTitleRu",
      c.id AS "courseId", c.title AS "courseTitle", c."titleRu" AS "courseTitleRu",
      u."fullName" AS "authorName", q.body, t."createdAt"
    ${from}
    ORDER BY t."createdAt" ASC, t.id ASC
    LIMIT ${QUESTIONS_PAGE_SIZE} OFFSET ${(current - 1) * QUESTIONS_PAGE_SIZE}`;
  const questions: UnansweredQuestion[] = rows.map(({ lessonTitleRu, courseTitleRu, ...row }) => ({
    ...row,
    lessonTitle: localizedText(locale, row.lessonTitle, lessonTitleRu),
    courseTitle: localizedText(locale, row.courseTitle, courseTitleRu),
  }));
  return { questions, page: current, pageSize: QUESTIONS_PAGE_SIZE, pages, total };
}
