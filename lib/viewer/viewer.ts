import type { CourseCard } from "@/lib/courses/shapes";
import type { Role } from "@/lib/db/generated/enums";
import { initials } from "@/lib/users/initials";

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

const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;

/** The viewer's texts a shared shell holds places for, marked `data-viewer-text` (components/viewer/viewer-text.tsx). */
export type ViewerTextField = "name" | "initials";

/** Which action a course card offers: continue learning, the lock, or a look at the course. */
export type CardState = "enrolled" | "locked" | "open";

export function cardStateOf(course: Pick<CourseCard, "enrolled" | "access">): CardState {
  return course.enrolled ? "enrolled" : course.access;
}

/** Data as a JavaScript expression inside <script>: a name like "</script><script>…" must stay a string. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(SCRIPT_UNSAFE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);

/**
 * The script that hands `viewer` to the page; it runs before or after hydration, either works.
 * It also marks each course card of the shell with the viewer's state of it (theirs where they
 * have facts, else the visitor's the shell was rendered with), so the card's action shows and
 * works from the first paint, before React has run (issue 26 §1; components/courses/course-grid.tsx),
 * and writes the viewer's name and initials where the shell holds their places.
 */
export function viewerScript(viewer: Viewer): string {
  const states = Object.fromEntries(Object.entries(viewer.courses).map(([id, facts]) => [id, cardStateOf(facts)]));
  const texts: Record<ViewerTextField, string> = { name: viewer.user.fullName, initials: initials(viewer.user.fullName) };
  return (
    `<script>(function(s,t){self.__qadamViewer=${scriptJson(viewer)};` +
    `document.querySelectorAll("[data-viewer-card]").forEach(function(c){c.dataset.viewerState=s[c.dataset.viewerCard]||c.dataset.visitorState});` +
    `document.querySelectorAll("[data-viewer-text]").forEach(function(e){e.textContent=t[e.dataset.viewerText]});` +
    `dispatchEvent(new Event("${VIEWER_EVENT}"))})(${scriptJson(states)},${scriptJson(texts)})</script>`
  );
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
