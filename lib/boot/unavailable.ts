// The page server.ts serves in place of another while the database does not answer
// (lib/boot/database-faults.ts, app/[locale]/unavailable/page.tsx).
export const UNAVAILABLE_PATH = "/unavailable";
/** Set by the server only (a client's own value is removed): the page renders only then. */
export const UNAVAILABLE_HEADER = "x-qadam-database-unavailable";
