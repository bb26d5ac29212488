import type { Jsonified } from "@/lib/api/client";
import { COURSE_LEVELS } from "@/lib/courses/admin/course-form";
import type { AdminCourseDetails } from "@/lib/courses/admin/get-course-details";
import type { AdminCourse } from "@/lib/courses/admin/shapes";

// The server's shapes as the CMS receives them (GET /api/admin/courses, …/details).
export type CmsCourse = Jsonified<AdminCourse>;
export type CmsCourseDetails = Jsonified<AdminCourseDetails>;
export type CmsModule = CmsCourseDetails["modules"][number];
export type CmsLesson = CmsModule["lessons"][number];

export { COURSE_LEVELS };

const LEVEL_KEYS = { "Boshlang'ich": "beginner", "O'rta": "intermediate", Yuqori: "advanced" } as const;

/** The message key of a stored level (the stored values are the spec's Uzbek names). */
export function levelKey(level: string): (typeof LEVEL_KEYS)[keyof typeof LEVEL_KEYS] | null {
  return level in LEVEL_KEYS ? LEVEL_KEYS[level as keyof typeof LEVEL_KEYS] : null;
}

/** Spec §5 course search: title, instructor or level, case-insensitive. */
export function matchesCourse(course: CmsCourse, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [course.title, course.instructor, course.level].some((text) => text.toLocaleLowerCase().includes(needle));
}
