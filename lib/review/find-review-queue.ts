import "server-only";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import type { Locale } from "@/lib/i18n/locales";
import { localizedText } from "@/lib/i18n/localized-text";
import { assertMentor, teachesStudentSql } from "./mentor-access";
import type { QueueItem } from "./shapes";

export const QUEUE_LIMIT = 100;

/**
 * GET /api/review/queue: iterations waiting for a mentor or under review, the oldest first, with
 * how long each has waited. An admin sees every one; a teacher, those of their groups' students.
 */
export async function findReviewQueue(input: { caller: Caller; locale: Locale }): Promise<{ items: QueueItem[] }> {
  assertMentor(input.caller);
  const scope = input.caller.role === "admin" ? Prisma.sql`TRUE` : teachesStudentSql(input.caller.id, Prisma.sql`s."userId"`);
  const rows = await db().$queryRaw<
    {
      id: string;
      iteration: number;
      status: "waiting" | "in_review";
      createdAt: Date;
      waitedSeconds: number;
      studentId: string;
      studentName: string;
      projectId: string;
      titleUz: string;
      titleRu: string;
      courseTitle: string;
      courseTitleRu: string | null;
      reviewerId: string | null;
      reviewerName: string | null;
    }[]
  >`
    SELECT s.id, s.iteration, s.status::text AS status, s."createdAt",
      floor(extract(epoch FROM now() - s."createdAt"))::int AS "waitedSeconds",
      u.id AS "studentId", u."fullName" AS "studentName",
      e.id AS "projectId", e."titleUz", e."titleRu", c.title AS "courseTitle", c."titleRu" AS "courseTitleRu",
      r.id AS "reviewerId", r."fullName" AS "reviewerName"
    FROM "ProjectSubmission" s
    JOIN "User" u ON u.id = s."userId"
    JOIN "Exercise" e ON e.id = s."exerciseId"
    JOIN "Lesson" l ON l.id = e."lessonId"
    JOIN "Module" m ON m.id = l."moduleId"
    JOIN "Course" c ON c.id = m."courseId"
    LEFT JOIN "User" r ON r.id = s."claimedById"
    WHERE s.status IN ('waiting', 'in_review') AND ${scope}
    ORDER BY s."createdAt" ASC, s.id ASC
    LIMIT ${QUEUE_LIMIT}`;
  return {
    items: rows.map((row) => ({
      id: row.id,
      iteration: row.iteration,
      status: row.status,
      createdAt: row.createdAt,
      waitedSeconds: Math.max(0, row.waitedSeconds),
      student: { id: row.studentId, fullName: row.studentName },
      project: { id: row.projectId, title: localizedText(input.locale, row.titleUz, row.titleRu), courseTitle: localizedText(input.locale, row.courseTitle, row.courseTitleRu ?? "") },
      reviewer: row.reviewerId ? { id: row.reviewerId, fullName: row.reviewerName ?? "" } : null,
    })),
  };
}
