import { headers } from "next/headers";
import { pageCaller } from "@/lib/auth/page-caller";
import { logError } from "@/lib/log/logger";
import { findOfflineStudents } from "@/lib/offline/find-offline-students";
import type { OfflineStudentView } from "@/lib/offline/shapes";
import { OfflineBrowser } from "./offline-browser";

/** The page's own origin, for the QR codes of certificate links. */
export async function pageOrigin(): Promise<string> {
  const list = await headers();
  const host = list.get("x-forwarded-host") ?? list.get("host") ?? "localhost";
  const proto = list.get("x-forwarded-proto") ?? "http";
  return `${proto}://${host}`;
}

/** /offline and /debtors, read on the server; the admin controls show for an admin's cookie. */
export async function OfflinePage({ mode }: { mode: "offline" | "debtors" }) {
  // The request's own data first: it marks the page as rendered per request before any
  // database read (a build must not try to prerender it).
  const origin = await pageOrigin();
  const caller = await pageCaller().catch(() => null);
  let students: OfflineStudentView[] | null = null;
  try {
    // Visitors get the public fields only: this list is serialised into the page.
    students = await findOfflineStudents({ caller });
  } catch (error) {
    logError("offline_list_failed", { cause: error instanceof Error ? error.message.slice(0, 200) : "unknown" });
  }
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
      {/* No Suspense boundary here: the page is rendered per request (useSearchParams needs none
          then), and a boundary let the list stream in after the shell, revealed late (issue 14: the
          heading is the page's largest paint). */}
      <OfflineBrowser
        mode={mode}
        students={students}
        isAdmin={caller?.role === "admin"}
        origin={origin}
        today={new Date().toISOString()}
      />
    </main>
  );
}
