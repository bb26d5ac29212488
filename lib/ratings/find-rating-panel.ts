import "server-only";
import type { Caller } from "@/lib/auth/session";
import type { CourseCard } from "@/lib/courses/shapes";
import { findCourseReviews, type CourseReview } from "./find-course-reviews";
import { findOwnRating, type OwnRating } from "./rate-course";
import { mayRateCourse } from "./rating-rule";

/**
 * What a course page shows of ratings: the latest reviews, and for an enrolled student whether
 * they may rate it yet and their own rating (to change it).
 */
export type RatingPanel = {
  reviews: CourseReview[];
  /** null: the reader rates nothing here (a visitor, not enrolled, not a student). */
  mine: { allowed: boolean; own: OwnRating | null } | null;
};

export async function findRatingPanel(input: { caller: Caller | null; course: CourseCard }): Promise<RatingPanel> {
  const student = input.caller && (input.caller.role === "student" || input.caller.role === "student_offline") && input.course.enrolled ? input.caller : null;
  const [reviews, own] = await Promise.all([
    findCourseReviews({ courseId: input.course.id }),
    student ? findOwnRating({ userId: student.id, courseId: input.course.id }) : null,
  ]);
  return { reviews, mine: student ? { allowed: mayRateCourse(input.course), own } : null };
}
