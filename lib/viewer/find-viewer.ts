import "server-only";
import { callerWith } from "@/lib/auth/session";
import { courseFactsAlongCaller } from "@/lib/courses/course-facts";
import { queryCourseCards } from "@/lib/courses/query-course-cards";
import type { Locale } from "@/lib/i18n/locales";
import { logError } from "@/lib/log/logger";
import { viewerFactsOf, viewerScript, type Viewer } from "./viewer";

const CATALOGUE_PAGES = new Set(["/home", "/courses"]);

/**
 * What a student's public page at `pathname` adds to the shared shell: the user of `token` and,
 * on the catalogue pages, their facts for the courses where they can differ from a visitor's, in
 * one statement for both, its course titles in `locale`. Null when the page must be rendered for this
 * request instead: no valid session, or an admin (whose /offline page differs from a student's).
 */
export async function findViewer(token: string, pathname: string, locale: Locale): Promise<Viewer | null> {
  const catalogue = CATALOGUE_PAGES.has(pathname);
  const signedIn = await callerWith(token, catalogue ? courseFactsAlongCaller : null);
  if (!signedIn || signedIn.caller.role === "admin") return null;
  const { caller, along: facts } = signedIn;
  const user = { fullName: caller.fullName, phone: caller.phone, role: caller.role };
  if (!catalogue) return { user, courses: {} };
  // Only the courses where the student's card can differ from the visitor's the shell was
  // rendered with, not every course (issue 27).
  const rows = await queryCourseCards({ caller, locale, facts, filter: "personal" });
  const courses = Object.fromEntries(rows.map((row) => [row.card.id, viewerFactsOf(row.card)]));
  return { user, courses };
}

/**
 * The page cache's `userPart` (server.ts): the viewer's script, or null to render the page for
 * the request. A failure is logged: a shell that always failed would otherwise cost every
 * student a whole render without a word.
 */
export async function viewerPart(token: string, pathname: string, locale: Locale): Promise<string | null> {
  try {
    const viewer = await findViewer(token, pathname, locale);
    return viewer && viewerScript(viewer);
  } catch (error) {
    logError("student_shell_failed", { cause: error instanceof Error ? error.message.slice(0, 200) : "unknown" });
    return null;
  }
}
