import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { isRecordId } from "@/lib/api/record-id";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { contentOrder, lessonSelect, lessonView, type LessonView } from "@/lib/courses/shapes";
import type { Locale } from "@/lib/i18n/locales";
import { localizedText } from "@/lib/i18n/localized-text";
import { findLessonStates } from "@/lib/courses/course-completion";
import { assertCanLearn, courseVisibilitySelect } from "./course-access";
import { DEFAULT_WATCH_THRESHOLD } from "@/lib/progress/lesson-done";

export type LearningView = {
  course: { id: string; title: string };
  modules: { id: string; title: string; order: number; lessons: LessonView[] }[];
  lastLessonId: string | null;
  /** Lessons of this course the caller has opened. */
  openedLessonIds: string[];
  /** Published exercises per lesson that has any, and how many the caller passed (issue 20). */
  practice: Record<string, { passed: number; total: number }>;
  /** Lessons done by the rule of issue 42 (lib/progress/lesson-done.ts): the drawer's done marks. */
  doneLessonIds: string[];
  /** The course's watch threshold in percent, and per lesson with a video what the caller watched and where they stopped. */
  threshold: number;
  watch: Record<string, LessonWatch>;
};

/** A lesson's video as the caller watched it: its length once known, the seconds watched, where they stopped. */
export type LessonWatch = { videoSeconds: number | null; watchedSeconds: number; positionSeconds: number };

/** Everything the lesson player needs, for the course's students and admins only, its texts in `locale`. */
export async function getLearningViewOrThrow(input: { caller: Caller | null; locale: Locale; courseId: string }): Promise<LearningView> {
  if (!input.caller) throw new AppError("unauthenticated");
  if (!isRecordId(input.courseId)) throw new AppError("course_not_found");
  const course = await db().course.findUnique({
    where: { id: input.courseId },
    select: {
      ...courseVisibilitySelect,
      titleRu: true,
      modules: {
        orderBy: contentOrder,
        select: { id: true, title: true, titleRu: true, order: true, lessons: { orderBy: contentOrder, select: lessonSelect } },
      },
    },
  });
  if (!course) throw new AppError("course_not_found");
  const { lastLessonId } = await assertCanLearn({ caller: input.caller, course, notFound: "course_not_found" });
  // lastLessonId has no foreign key: a lesson an admin deleted since is no place to resume.
  const resumable = course.modules.some((m) => m.lessons.some((lesson) => lesson.id === lastLessonId));
  const inCourse = { lesson: { module: { courseId: course.id } } };
  const [opened, exercises, passes, states] = await Promise.all([
    db().lessonProgress.findMany({ where: { userId: input.caller.id, ...inCourse }, select: { lessonId: true } }),
    db().exercise.groupBy({ by: ["lessonId"], where: { published: true, ...inCourse }, _count: { _all: true } }),
    db().exercisePass.findMany({ where: { userId: input.caller.id, exercise: { published: true, ...inCourse } }, select: { exercise: { select: { lessonId: true } } } }),
    findLessonStates({ userId: input.caller.id, courseId: course.id }),
  ]);
  const practice: LearningView["practice"] = Object.fromEntries(exercises.map((row) => [row.lessonId, { passed: 0, total: row._count._all }]));
  for (const pass of passes) {
    const entry = practice[pass.exercise.lessonId];
    if (entry) entry.passed += 1;
  }
  const openedLessonIds = opened.map((row) => row.lessonId);
  const lessonStates = states?.lessons ?? [];
  const doneLessonIds = lessonStates.filter((lesson) => lesson.done).map((lesson) => lesson.lessonId);
  const watch: LearningView["watch"] = Object.fromEntries(
    lessonStates
      .filter((lesson) => lesson.hasVideo)
      .map((lesson) => [lesson.lessonId, { videoSeconds: lesson.videoSeconds, watchedSeconds: lesson.watchedSeconds, positionSeconds: lesson.positionSeconds }]),
  );
  return {
    course: { id: course.id, title: localizedText(input.locale, course.title, course.titleRu) },
    modules: course.modules.map((m) => ({
      id: m.id,
      title: localizedText(input.locale, m.title, m.titleRu),
      order: m.order,
      lessons: m.lessons.map((lesson) => lessonView(input.locale, lesson)),
    })),
    lastLessonId: resumable ? lastLessonId : null,
    openedLessonIds,
    practice,
    doneLessonIds,
    threshold: states?.threshold ?? DEFAULT_WATCH_THRESHOLD,
    watch,
  };
}
