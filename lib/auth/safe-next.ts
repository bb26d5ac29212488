/**
 * The page to return to after signing in, from the `next` query parameter: only a path of this
 * site (never another origin, `//host`, `\\host`, a scheme or an API path), else null. It is
 * read by the URL parser the browser will use, so what is checked is what is followed.
 */
export function safeNextPath(next: unknown): string | null {
  if (typeof next !== "string" || next.length === 0 || next.length > 512) return null;
  if (!next.startsWith("/") || next.startsWith("//") || next.includes("\\")) return null;
  // Control characters (tabs and newlines are dropped by URL parsers and can hide a '//').
  if (/[\u0000-\u001f\u007f]/.test(next)) return null;
  const base = "http://qadam.invalid";
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  if (url.pathname === "/api" || url.pathname.startsWith("/api/")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login form (spec §2: the profile tab) that brings the visitor back to `path` once signed in. */
export function loginReturningTo(path: string): string {
  return `/projects/blogs?next=${encodeURIComponent(path)}`;
}
