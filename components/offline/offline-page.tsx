import { pageOrigin } from "@/lib/api/public-origin";
import { pageCaller } from "@/lib/auth/page-caller";
import { logError } from "@/lib/log/logger";
import { findOfflineCard, findOfflinePage, offlinePageQuery, type OfflinePage as ListPage } from "@/lib/offline/find-offline-page";
import type { OfflineStudentView } from "@/lib/offline/shapes";
import { OfflineBrowser } from "./offline-browser";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * /offline and /debtors, read on the server one page at a time (?page=, ?search=; issue 26): the
 * count and the average are those of every match. ?student= opens that student's detail view,
 * wherever they are in the list; the admin controls show for an admin's cookie.
 */
export async function OfflinePage({ mode, searchParams }: { mode: "offline" | "debtors"; searchParams: SearchParams }) {
  // The request's own data first: it marks the page as rendered per request before any
  // database read (a build must not try to prerender it).
  const origin = await pageOrigin();
  const params = await searchParams;
  const caller = await pageCaller().catch(() => null);
  // A malformed ?page= or an overlong ?search= shows the first page of everyone.
  const parsed = offlinePageQuery.safeParse({ page: first(params.page), search: first(params.search), list: mode });
  const query = parsed.success ? parsed.data : { page: 1, search: "" };
  const studentId = first(params.student);
  let list: ListPage<OfflineStudentView> | null = null;
  let opened: OfflineStudentView | null = null;
  try {
    // Visitors get the public fields only: this page is serialised into the HTML.
    [list, opened] = await Promise.all([
      findOfflinePage({ caller, list: mode, search: query.search, page: query.page }),
      studentId ? findOfflineCard({ caller, id: studentId }) : null,
    ]);
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
        list={list}
        opened={opened}
        search={query.search}
        isAdmin={caller?.role === "admin"}
        origin={origin}
        today={new Date().toISOString()}
      />
    </main>
  );
}
