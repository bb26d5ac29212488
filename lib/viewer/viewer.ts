import type { CourseCard } from "@/lib/courses/shapes";
import type { Role } from "@/lib/db/generated/enums";

/**
 * A student's public page is one shell shared by every student (lib/cache/page-cache.ts); what
 * is theirs alone comes after it in the same answer, as this: who they are and their own facts
 * for the page's courses where they differ from a visitor's (components/viewer/use-viewer.ts reads it in the browser).
 */
export type ViewerCourseFacts = Pick<CourseCard, "access" | "requiredCourse" | "enrolled" | "completed" | "completedLessons" | "totalLessons" | "passedExercises" | "totalExercises" | "lastLessonId">;
export type Viewer = { user: { fullName: string; phone: string; role: Role }; courses: Record<string, ViewerCourseFacts> };

export const VIEWER_EVENT = "qadam:viewer";
/** Set on the render of a student shell only (lib/cache/page-cache.ts); server.ts drops a client's own. */
export const STUDENT_SHELL_HEADER = "x-qadam-student-shell";

// JSON inside <script>: a name like "</script><script>…" must stay a string.
const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;

/** The script that hands `viewer` to the page; it runs before or after hydration, either works. */
export function viewerScript(viewer: Viewer): string {
  const json = JSON.stringify(viewer).replace(SCRIPT_UNSAFE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
  return `<script>self.__qadamViewer=${json};dispatchEvent(new Event("${VIEWER_EVENT}"))</script>`;
}

export function viewerFactsOf(course: CourseCard): ViewerCourseFacts {
  const { access, requiredCourse, enrolled, completed, completedLessons, totalLessons, passedExercises, totalExercises, lastLessonId } = course;
  return { access, requiredCourse, enrolled, completed, completedLessons, totalLessons, passedExercises, totalExercises, lastLessonId };
}

/** `course` as `viewer` sees it: the shell's public card with the viewer's own facts over it. */
export function withViewerFacts<T extends CourseCard>(course: T, viewer: Viewer | null): T {
  const facts = viewer?.courses[course.id];
  return facts ? { ...course, ...facts } : course;
}
