import "server-only";
import { db } from "@/lib/db/client";
import { firstName } from "./first-name";

/** A review as the course page shows it: the student's first name only. */
export type CourseReview = { id: string; firstName: string; stars: number; review: string; updatedAt: Date };

export const RECENT_REVIEWS = 10;

/** A course's latest reviews with words, not hidden by an admin, newest first. */
export async function findCourseReviews(input: { courseId: string; limit?: number }): Promise<CourseReview[]> {
  const rows = await db().courseRating.findMany({
    where: { courseId: input.courseId, hiddenAt: null, review: { not: "" } },
    orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
    take: input.limit ?? RECENT_REVIEWS,
    select: { id: true, stars: true, review: true, updatedAt: true, user: { select: { fullName: true } } },
  });
  return rows.map(({ user, ...row }) => ({ ...row, firstName: firstName(user.fullName) }));
}
