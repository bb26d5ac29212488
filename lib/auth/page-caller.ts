import { headers } from "next/headers";
import { cache } from "react";
import { STUDENT_SHELL_HEADER } from "@/lib/viewer/viewer";
import { callerFromToken, readToken, type Caller } from "./session";

/**
 * The signed-in user of a server-rendered page (jwt cookie), or null for a visitor. Cached per
 * request, so a page and its generateMetadata read the user once.
 */
export const pageCaller = cache(async (): Promise<Caller | null> => {
  const token = readToken(await headers());
  return token ? callerFromToken(token.token) : null;
});

/** Whether the page is rendered for an admin; false for a visitor, and when the caller cannot be read. */
export async function pageCallerIsAdmin(): Promise<boolean> {
  return (await pageCaller().catch(() => null))?.role === "admin";
}

/**
 * True while the page cache renders the shell of a student's public page (lib/cache/page-cache.ts):
 * signed in, but who it is stays pending until the viewer part that follows the shell
 * (components/viewer/use-viewer.ts).
 */
export const rendersStudentShell = cache(async (): Promise<boolean> => (await headers()).get(STUDENT_SHELL_HEADER) === "1");
