import "server-only";
import type { Caller } from "@/lib/auth/session";
import { cachedPublic } from "@/lib/cache/public-data";
import { db } from "@/lib/db/client";
import type { CourseLevel } from "@/lib/db/generated/enums";
import type { Locale } from "@/lib/i18n/locales";
import { localizedText } from "@/lib/i18n/localized-text";
import { specCourseFields, type CourseFields } from "./labels";
import { findCourseFacts, type CourseFacts } from "./course-facts";
import { checkCourseAccess, type PrerequisiteRule } from "./prerequisites";
import { courseImageUrl, type CourseCard } from "./shapes";

/** A course's public part, the same for everyone: its stored fields (both languages) and counts. */
type BaseRow = Omit<CourseCard, "imageUrl" | "access" | "requiredCourse" | "completed" | "claimed" | "enrolled" | "completedLessons" | "passedExercises" | "lastLessonId" | keyof CourseFields> & {
  titleRu: string | null;
  descriptionRu: string | null;
  prerequisiteTitleRu: string | null;
  durationWeeks: number;
  level: CourseLevel;
  imageId: string | null;
  prerequisiteId: string | null;
  prerequisiteRule: PrerequisiteRule;
  prerequisiteTitle: string | null;
  archivedAt: Date | null;
};

/**
 * "catalogue": the listed courses. "personal": those of them where the caller's card can differ
 * from a visitor's (their enrolments, progress, and the courses those unlock); the student shell
 * sends only these (lib/viewer). "enrolled": the caller's courses, newest enrolment first.
 */
export type CardFilter = "catalogue" | "personal" | "enrolled" | { courseId: string };

export type CardRowWithVisibility = { card: CourseCard; hidden: boolean };

type BaseCourses = { list: BaseRow[]; byId: Map<string, BaseRow> };

/**
 * Every course (drafts and archived ones too, they are filtered below) with its counts, in
 * catalogue order: one SQL statement, computed once per instance and kept in memory until a
 * course, module, lesson or enrolment changes (lib/cache/public-data.ts).
 */
function baseCourses(): Promise<BaseCourses> {
  return cachedPublic("courses", "courses:base", async () => {
    const list = await db().$queryRaw<BaseRow[]>`
      SELECT c.id, c.title, c."titleRu", c.description, c."descriptionRu", c.instructor, c.price, c."durationWeeks", c.level::text AS level, c.category, c.tags,
        c."imageId", c."prerequisiteId", c."prerequisiteRule"::text AS "prerequisiteRule", pre.title AS "prerequisiteTitle", pre."titleRu" AS "prerequisiteTitleRu", c.status::text AS status, c."archivedAt",
        -- The seeded ratings (Course.rating × totalRatings) and the students' own (issue 42).
        CASE WHEN c."totalRatings" + r.n = 0 THEN 0
          ELSE round(((c.rating * c."totalRatings" + r.total) / (c."totalRatings" + r.n))::numeric, 2)::float8 END AS rating,
        (c."totalRatings" + r.n)::int AS "totalRatings",
        (SELECT count(*) FROM "Enrollment" e WHERE e."courseId" = c.id)::int AS "enrolledStudents",
        (SELECT count(*) FROM "Module" m WHERE m."courseId" = c.id)::int AS "modulesCount",
        (SELECT count(*) FROM "Lesson" l JOIN "Module" m ON m.id = l."moduleId" WHERE m."courseId" = c.id)::int AS "totalLessons",
        (SELECT count(*) FROM "Exercise" x JOIN "Lesson" l ON l.id = x."lessonId" JOIN "Module" m ON m.id = l."moduleId" WHERE m."courseId" = c.id AND x.published)::int AS "totalExercises"
      FROM "Course" c
      LEFT JOIN "Course" pre ON pre.id = c."prerequisiteId"
      CROSS JOIN LATERAL (SELECT count(*)::int AS n, coalesce(sum(stars), 0)::float8 AS total FROM "CourseRating" cr WHERE cr."courseId" = c.id) r
      ORDER BY c.position, c."createdAt", c.id`;
    return { list, byId: new Map(list.map((row) => [row.id, row])) };
  });
}

const noFacts: CourseFacts = new Map();

/** A course the catalogue lists: active and not archived. */
const listed = (row: BaseRow) => row.status === "active" && row.archivedAt === null;

/** How many courses the catalogue lists (from memory, as the cards' public part). */
export async function countCatalogueCourses(): Promise<number> {
  return (await baseCourses()).list.filter(listed).length;
}

/**
 * Course cards: the public part from memory (DESIGN Speed: no query per course, none per
 * request for a visitor) and the caller's own facts (enrolled, locked, progress): given, when
 * they were read with the caller, else from one more statement. `hidden` marks a draft or archived course, which only its students and admins may see.
 * Texts are in `locale`: the memory keeps both languages, so one copy serves every reader.
 */
export async function queryCourseCards(input: {
  caller: Caller | null;
  locale: Locale;
  /** The caller's facts when they were read already, with the caller (courseFactsAlongCaller). */
  facts?: CourseFacts;
  filter: CardFilter;
  skip?: number;
  limit?: number;
}): Promise<CardRowWithVisibility[]> {
  const [base, facts] = await Promise.all([baseCourses(), input.facts ?? (input.caller ? findCourseFacts(input.caller.id) : noFacts)]);
  const enrolledCourseIds = [...facts.values()].filter((row) => row.enrolled).map((row) => row.courseId);
  // Issue 42: a course is finished when every lesson is done by the rule (lib/progress/lesson-done.ts).
  const finished = (row: BaseRow) => row.totalLessons > 0 && (facts.get(row.id)?.completedLessons ?? 0) >= row.totalLessons;
  const finishedCourseIds = base.list.filter((row) => facts.get(row.id)?.enrolled && finished(row)).map((row) => row.id);

  let rows: BaseRow[];
  if (input.filter === "catalogue") rows = base.list.filter(listed);
  else if (input.filter === "personal") {
    const unlocking = new Set(enrolledCourseIds);
    rows = base.list.filter((row) => listed(row) && (facts.has(row.id) || (row.prerequisiteId !== null && unlocking.has(row.prerequisiteId))));
  } else if (input.filter === "enrolled") {
    const enrolledAt = (row: BaseRow) => facts.get(row.id)?.enrolledAt ?? 0;
    rows = base.list.filter((row) => facts.get(row.id)?.enrolled).sort((a, b) => enrolledAt(b) - enrolledAt(a) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  } else {
    const one = base.byId.get(input.filter.courseId);
    rows = one ? [one] : [];
  }
  const skip = input.skip ?? 0;
  if (skip > 0 || input.limit !== undefined) rows = rows.slice(skip, input.limit === undefined ? undefined : skip + input.limit);

  return rows.map((row) => {
    const mine = facts.get(row.id);
    const enrolled = mine?.enrolled ?? false;
    const prerequisite =
      row.prerequisiteId && row.prerequisiteTitle !== null
        ? { id: row.prerequisiteId, title: localizedText(input.locale, row.prerequisiteTitle, row.prerequisiteTitleRu) }
        : null;
    const access = enrolled ? ({ open: true } as const) : checkCourseAccess({ prerequisite, rule: row.prerequisiteRule, enrolledCourseIds, finishedCourseIds });
    return {
      hidden: !listed(row),
      // A new object (and tags array) each time: the cached row is shared by every request.
      card: {
        id: row.id,
        title: localizedText(input.locale, row.title, row.titleRu),
        description: localizedText(input.locale, row.description, row.descriptionRu),
        instructor: row.instructor,
        price: row.price,
        ...specCourseFields(row),
        category: row.category,
        tags: [...row.tags],
        imageUrl: courseImageUrl(row.imageId),
        enrolledStudents: row.enrolledStudents,
        rating: row.rating,
        totalRatings: row.totalRatings,
        status: row.status,
        modulesCount: row.modulesCount,
        access: access.open ? "open" : "locked",
        requiredCourse: access.open ? null : access.requiredCourse,
        enrolled,
        completed: enrolled && finished(row),
        claimed: enrolled && (mine?.claimed ?? false),
        completedLessons: mine?.completedLessons ?? 0,
        totalLessons: row.totalLessons,
        passedExercises: mine?.passedExercises ?? 0,
        totalExercises: row.totalExercises,
        lastLessonId: mine?.lastLessonId ?? null,
      },
    };
  });
}
