import { courseProgressPercent } from "@/lib/courses/progress-percent";

/** Half a course done, by the same percent the student's cards show (issue 42). */
export const RATING_MIN_PERCENT = 50;

/** Whether a student with this progress may rate the course. */
export function mayRateCourse(course: { enrolled: boolean; completedLessons: number; totalLessons: number }): boolean {
  return course.enrolled && course.totalLessons > 0 && courseProgressPercent(course) >= RATING_MIN_PERCENT;
}
