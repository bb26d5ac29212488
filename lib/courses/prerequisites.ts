// DESIGN rules table (prerequisites): each course has an optional prerequisite course, set by
// the admin in the course form; the demo data sets the chain HTML → CSS & Bootstrap →
// JavaScript → Node.js → Express → MongoDB → Deployment. A course without one is open.

/** The course whose enrolment (or completion) opens another one, as the pages and the 403 name it. */
export type RequiredCourse = { id: string; title: string };

/** Issue 42: per course, the admin chooses whether its prerequisite must be bought or finished. */
export type PrerequisiteRule = "bought" | "finished";

export type CourseAccess = { open: true } | { open: false; requiredCourse: RequiredCourse; rule: PrerequisiteRule };

/**
 * Open when the course has no prerequisite, or (rule "bought", the default) the student is
 * enrolled in it (enrolments in archived or draft courses count: students keep what they bought),
 * or (rule "finished") the student finished it by the lesson-done rule (lib/courses/course-completion.ts).
 */
export function checkCourseAccess(input: {
  prerequisite: RequiredCourse | null;
  rule?: PrerequisiteRule;
  enrolledCourseIds: readonly string[];
  finishedCourseIds?: readonly string[];
}): CourseAccess {
  const { prerequisite } = input;
  const rule = input.rule ?? "bought";
  if (prerequisite === null) return { open: true };
  const met = rule === "finished" ? (input.finishedCourseIds ?? []).includes(prerequisite.id) : input.enrolledCourseIds.includes(prerequisite.id);
  return met ? { open: true } : { open: false, requiredCourse: prerequisite, rule };
}

/**
 * Whether `prerequisiteId` may be the prerequisite of `courseId`: not the course itself and
 * not a course that already needs it somewhere up its own chain (that would lock both forever).
 * `prerequisiteOf` maps each course id to its prerequisite id.
 */
export function makesCycle(input: { courseId: string; prerequisiteId: string; prerequisiteOf: ReadonlyMap<string, string | null> }): boolean {
  const seen = new Set<string>();
  let current: string | null | undefined = input.prerequisiteId;
  while (current) {
    if (current === input.courseId) return true;
    if (seen.has(current)) return true;
    seen.add(current);
    current = input.prerequisiteOf.get(current);
  }
  return false;
}
