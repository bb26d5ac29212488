import type { Jsonified } from "@/lib/api/client";
import type { AdminCourseDetails } from "@/lib/courses/admin/get-course-details";
import type { AdminCourse } from "@/lib/courses/admin/shapes";

// The server's shapes as the CMS receives them (GET /api/admin/courses, …/details).
export type CmsCourse = Jsonified<AdminCourse>;
export type CmsCourseDetails = Jsonified<AdminCourseDetails>;
export type CmsModule = CmsCourseDetails["modules"][number];
export type CmsLesson = CmsModule["lessons"][number];

/** Spec §5 course search: title, instructor or level, case-insensitive. */
export function matchesCourse(course: CmsCourse, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [course.title, course.instructor, course.level].some((text) => text.toLocaleLowerCase().includes(needle));
}
