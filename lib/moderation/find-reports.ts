import "server-only";
import { pageOf, type Page } from "@/lib/admin/paging";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import type { Locale } from "@/lib/i18n/locales";
import { localizedText } from "@/lib/i18n/localized-text";
import { REPORTS_PAGE_SIZE, type ReportAction, type ReportTarget } from "./schemas";
import { REPORT_LINES, type ReportedItem } from "./shapes";

type ItemRow = {
  target: ReportTarget;
  id: string;
  text: string;
  postKind: "question" | "answer" | null;
  stars: number | null;
  hidden: boolean;
  author: string | null;
  courseId: string;
  courseTitle: string;
  courseTitleRu: string | null;
  lessonId: string | null;
  lessonTitle: string | null;
  lessonTitleRu: string | null;
  openReports: number;
  totalReports: number;
  lastReportedAt: Date;
  decidedAt: Date | null;
  lastAction: ReportAction | null;
  decidedBy: string | null;
};

type LineRow = { target: ReportTarget; targetId: string; reporter: string | null; reason: string; reportedAt: Date };

/**
 * GET /api/admin/reports: reported question posts and course reviews in one list. `open`: those
 * with reports made since the last admin decision on them (all of them when none was made), the
 * most reported first; `decided`: the rest, the latest decision first. Each item carries its
 * latest reports and its latest decision with who made it.
 */
export async function findReports({ status, page, locale }: { status: "open" | "decided"; page: number; locale: Locale }): Promise<Page & { items: ReportedItem[] }> {
  const items = Prisma.sql`
    WITH targets AS (
      SELECT 'question_post'::text AS target, p.id, p.body AS text, p.kind::text AS "postKind", NULL::int AS stars,
        p."hiddenAt" IS NOT NULL AS hidden, p."authorId", c.id AS "courseId", c.title AS "courseTitle", c."titleRu" AS "courseTitleRu",
        l.id AS "lessonId", l.title AS "lessonTitle", l."titleRu" AS "lessonTitleRu"
      FROM "QuestionPost" p
      JOIN "QuestionThread" t ON t.id = p."threadId" JOIN "Lesson" l ON l.id = t."lessonId"
      JOIN "Module" m ON m.id = l."moduleId" JOIN "Course" c ON c.id = m."courseId"
      WHERE EXISTS (SELECT 1 FROM "QuestionReport" r WHERE r."postId" = p.id)
      UNION ALL
      SELECT 'course_review', cr.id, cr.review, NULL, cr.stars, cr."hiddenAt" IS NOT NULL, cr."userId", c.id, c.title, c."titleRu", NULL, NULL, NULL
      FROM "CourseRating" cr JOIN "Course" c ON c.id = cr."courseId"
      WHERE EXISTS (SELECT 1 FROM "CourseRatingReport" r WHERE r."ratingId" = cr.id)
    ), items AS (
      SELECT x.*, d.action::text AS "lastAction", d."createdAt" AS "decidedAt", actor."fullName" AS "decidedBy", author."fullName" AS author,
        counts.total AS "totalReports", counts.open AS "openReports", counts.last AS "lastReportedAt"
      FROM targets x
      LEFT JOIN LATERAL (
        SELECT action, "createdAt", "actorId" FROM "ModerationDecision"
        WHERE target::text = x.target AND "targetId" = x.id ORDER BY "createdAt" DESC, id DESC LIMIT 1
      ) d ON TRUE
      CROSS JOIN LATERAL (
        SELECT count(*)::int AS total, (count(*) FILTER (WHERE d."createdAt" IS NULL OR r."createdAt" > d."createdAt"))::int AS open, max(r."createdAt") AS last
        FROM (SELECT "createdAt" FROM "QuestionReport" WHERE x.target = 'question_post' AND "postId" = x.id
              UNION ALL SELECT "createdAt" FROM "CourseRatingReport" WHERE x.target = 'course_review' AND "ratingId" = x.id) r
      ) counts
      LEFT JOIN "User" actor ON actor.id = d."actorId"
      LEFT JOIN "User" author ON author.id = x."authorId"
    )
    SELECT * FROM items WHERE ("openReports" > 0) = ${status === "open"}`;
  // Reported items are few (each needs a reader's report): counted, then one page read.
  const [{ total } = { total: 0 }] = await db().$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM (${items}) listed`;
  const paging = pageOf(page, REPORTS_PAGE_SIZE, total);
  const order = status === "open" ? Prisma.sql`"openReports" DESC, "lastReportedAt" DESC, id` : Prisma.sql`"decidedAt" DESC NULLS LAST, id`;
  const rows = await db().$queryRaw<ItemRow[]>`${items} ORDER BY ${order} LIMIT ${REPORTS_PAGE_SIZE} OFFSET ${(paging.page - 1) * REPORTS_PAGE_SIZE}`;
  const lines = await reportLines(rows);
  return {
    ...paging,
    items: rows.map((row) => ({
      target: row.target,
      id: row.id,
      text: row.text,
      postKind: row.postKind,
      stars: row.stars,
      hidden: row.hidden,
      author: row.author,
      course: { id: row.courseId, title: localizedText(locale, row.courseTitle, row.courseTitleRu) },
      lesson: row.lessonId ? { id: row.lessonId, title: localizedText(locale, row.lessonTitle ?? "", row.lessonTitleRu) } : null,
      openReports: row.openReports,
      totalReports: row.totalReports,
      lastReportedAt: row.lastReportedAt,
      reports: (lines.get(`${row.target}:${row.id}`) ?? []).slice(0, REPORT_LINES).map((line) => ({
        reporter: line.reporter,
        reason: line.reason,
        reportedAt: line.reportedAt,
        open: row.decidedAt === null || line.reportedAt > row.decidedAt,
      })),
      lastDecision: row.lastAction && row.decidedAt ? { action: row.lastAction, at: row.decidedAt, by: row.decidedBy } : null,
    })),
  };
}

/** The reports of the page's items, the latest first, keyed by `target:id`. */
async function reportLines(rows: ItemRow[]): Promise<Map<string, LineRow[]>> {
  const posts = rows.filter((row) => row.target === "question_post").map((row) => row.id);
  const reviews = rows.filter((row) => row.target === "course_review").map((row) => row.id);
  const lines = new Map<string, LineRow[]>();
  if (!posts.length && !reviews.length) return lines;
  const found = await db().$queryRaw<LineRow[]>`
    SELECT 'question_post' AS target, r."postId" AS "targetId", u."fullName" AS reporter, r.reason, r."createdAt" AS "reportedAt"
    FROM "QuestionReport" r LEFT JOIN "User" u ON u.id = r."reporterId" WHERE r."postId" = ANY(${posts}::text[])
    UNION ALL
    SELECT 'course_review', r."ratingId", u."fullName", '', r."createdAt"
    FROM "CourseRatingReport" r LEFT JOIN "User" u ON u.id = r."userId" WHERE r."ratingId" = ANY(${reviews}::text[])
    ORDER BY "reportedAt" DESC`;
  for (const line of found) {
    const key = `${line.target}:${line.targetId}`;
    lines.set(key, [...(lines.get(key) ?? []), line]);
  }
  return lines;
}
