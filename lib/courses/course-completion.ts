import "server-only";
import { db } from "@/lib/db/client";
import { isLessonDone, watchedPercent } from "@/lib/progress/lesson-done";
import { toPlayerSource } from "@/lib/video/to-player-source";
import { contentOrder } from "./shapes";

/** One lesson of a course as the done rule sees it for one student (issue 42). */
export type LessonState = {
  lessonId: string;
  title: string;
  titleRu: string | null;
  hasVideo: boolean;
  videoSeconds: number | null;
  watchedSeconds: number;
  /** Whole percent of the video watched. */
  watchedPercent: number;
  /** Where the student stopped in the video, in seconds ('Davom etish' resumes there). */
  positionSeconds: number;
  opened: boolean;
  exercisesTotal: number;
  exercisesPassed: number;
  done: boolean;
};

/** What keeps a lesson from being done: its video watched below the threshold, its practice, or not opened. */
export type MissingLesson = { lessonId: string; title: string; titleRu: string | null; watch: boolean; practice: boolean; open: boolean; watchedPercent: number };

export type CourseCompletion = { completed: boolean; lessonsDone: number; lessonsTotal: number; threshold: number; missing: MissingLesson[] };

/** Every lesson of the course, in order, with the student's state and whether it is done; null for an unknown course. */
export async function findLessonStates(input: { userId: string; courseId: string }): Promise<{ threshold: number; lessons: LessonState[] } | null> {
  const course = await db().course.findUnique({
    where: { id: input.courseId },
    select: {
      watchThreshold: true,
      modules: {
        orderBy: contentOrder,
        select: {
          lessons: {
            orderBy: contentOrder,
            select: {
              id: true,
              title: true,
              titleRu: true,
              videoUrl: true,
              videoSeconds: true,
              progress: { where: { userId: input.userId }, select: { watchedSeconds: true, positionSeconds: true } },
              exercises: { where: { published: true }, select: { passes: { where: { userId: input.userId }, select: { userId: true } } } },
            },
          },
        },
      },
    },
  });
  if (!course) return null;
  const threshold = course.watchThreshold;
  const lessons = course.modules.flatMap((module) =>
    module.lessons.map((lesson): LessonState => {
      const progress = lesson.progress[0];
      const state = {
        hasVideo: toPlayerSource(lesson.videoUrl) !== null,
        videoSeconds: lesson.videoSeconds,
        watchedSeconds: progress?.watchedSeconds ?? 0,
        threshold,
        opened: progress !== undefined,
        exercisesTotal: lesson.exercises.length,
        exercisesPassed: lesson.exercises.filter((exercise) => exercise.passes.length > 0).length,
      };
      return {
        lessonId: lesson.id,
        title: lesson.title,
        titleRu: lesson.titleRu,
        hasVideo: state.hasVideo,
        videoSeconds: state.videoSeconds,
        watchedSeconds: state.watchedSeconds,
        watchedPercent: watchedPercent(state),
        positionSeconds: progress?.positionSeconds ?? 0,
        opened: state.opened,
        exercisesTotal: state.exercisesTotal,
        exercisesPassed: state.exercisesPassed,
        done: isLessonDone(state),
      };
    }),
  );
  return { threshold, lessons };
}

/**
 * Whether the student finished the course: every lesson done by the rule (lib/progress/lesson-done.ts).
 * A course without lessons is never finished. `missing` lists the lessons left, in order, with
 * what each still needs. Certificates (issue 42) and the prerequisite rule 'finished' go by this.
 */
export async function findCourseCompletion(input: { userId: string; courseId: string }): Promise<CourseCompletion> {
  const states = await findLessonStates(input);
  if (!states) return { completed: false, lessonsDone: 0, lessonsTotal: 0, threshold: 0, missing: [] };
  const missing = states.lessons
    .filter((lesson) => !lesson.done)
    .map((lesson) => ({
      lessonId: lesson.lessonId,
      title: lesson.title,
      titleRu: lesson.titleRu,
      watch: lesson.hasVideo && lesson.watchedPercent < states.threshold,
      practice: lesson.exercisesPassed < lesson.exercisesTotal,
      open: !lesson.hasVideo && !lesson.opened,
      watchedPercent: lesson.watchedPercent,
    }));
  const lessonsTotal = states.lessons.length;
  return { completed: lessonsTotal > 0 && missing.length === 0, lessonsDone: lessonsTotal - missing.length, lessonsTotal, threshold: states.threshold, missing };
}
