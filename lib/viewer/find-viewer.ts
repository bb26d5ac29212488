import "server-only";
import { isRecordId } from "@/lib/api/record-id";
import { callerFromToken } from "@/lib/auth/session";
import { queryCourseCards } from "@/lib/courses/query-course-cards";
import { logError } from "@/lib/log/logger";
import { viewerFactsOf, viewerScript, type Viewer } from "./viewer";

const COURSE_PAGE = /^\/courses\/([^/]+)$/;
const CATALOGUE_PAGES = new Set(["/home", "/courses"]);

function courseIdOf(pathname: string): string | null {
  const segment = COURSE_PAGE.exec(pathname)?.[1];
  if (segment === undefined) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * What a student's public page at `pathname` adds to the shared shell: the user of `token` and
 * their facts for the page's courses, in one statement for the user and one for the facts.
 * Null when the page must be rendered for this request instead: no valid session, an admin
 * (whose /offline and course pages differ from a student's), or a course page that only its
 * own students may see (a draft or archived course: its shell would be the visitors' 404).
 */
export async function findViewer(token: string, pathname: string): Promise<Viewer | null> {
  const caller = await callerFromToken(token);
  if (!caller || caller.role === "admin") return null;
  const user = { fullName: caller.fullName, phone: caller.phone, role: caller.role };
  const courseId = courseIdOf(pathname);
  if (courseId === null && !CATALOGUE_PAGES.has(pathname)) return { user, courses: {} };
  // An address that is no course id is the visitors' 404 for everyone.
  if (courseId !== null && !isRecordId(courseId)) return { user, courses: {} };
  const rows = await queryCourseCards({ caller, filter: courseId === null ? "catalogue" : { courseId } });
  if (rows.some((row) => row.hidden)) return null;
  return { user, courses: Object.fromEntries(rows.map((row) => [row.card.id, viewerFactsOf(row.card)])) };
}

/**
 * The page cache's `userPart` (server.ts): the viewer's script, or null to render the page for
 * the request. A failure is logged: a shell that always failed would otherwise cost every
 * student a whole render without a word.
 */
export async function viewerPart(token: string, pathname: string): Promise<string | null> {
  try {
    const viewer = await findViewer(token, pathname);
    return viewer && viewerScript(viewer);
  } catch (error) {
    logError("student_shell_failed", { cause: error instanceof Error ? error.message.slice(0, 200) : "unknown" });
    return null;
  }
}
