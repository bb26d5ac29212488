/** A course's progress as a whole percent of its lessons done (the my-courses card and the parent's view). */
export function courseProgressPercent(course: { completedLessons: number; totalLessons: number }): number {
  return course.totalLessons > 0 ? Math.round((course.completedLessons / course.totalLessons) * 100) : 0;
}
