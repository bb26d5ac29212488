// DESIGN rules table (prerequisites): each course has an optional prerequisite course, set by
// the admin in the course form; the demo data sets the chain HTML → CSS & Bootstrap →
// JavaScript → Node.js → Express → MongoDB → Deployment. A course without one is open.

/** The course whose enrolment opens another one, as the pages and the 403 name it. */
export type RequiredCourse = { id: string; title: string };

export type CourseAccess = { open: true } | { open: false; requiredCourse: RequiredCourse };

/**
 * Open when the course has no prerequisite or the student is enrolled in it (enrolments in
 * archived or draft courses count: students keep what they bought).
 */
export function checkCourseAccess(input: { prerequisite: RequiredCourse | null; enrolledCourseIds: readonly string[] }): CourseAccess {
  const { prerequisite } = input;
  if (prerequisite === null || input.enrolledCourseIds.includes(prerequisite.id)) return { open: true };
  return { open: false, requiredCourse: prerequisite };
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
