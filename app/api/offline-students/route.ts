import { route } from "@/lib/api/route";
import { findOfflinePage, offlinePageQuery } from "@/lib/offline/find-offline-page";
import { findOfflineStudents } from "@/lib/offline/find-offline-students";

// GET /api/offline-students — every offline student's public fields and figures, by name; with
// ?page=, ?search= or ?list=debtors one page of them, with the total and average percent of every
// match; an admin also gets the attendance days and score notes, and may ask for one group (?groupId=)
export const GET = route({ auth: "optional", query: offlinePageQuery }, async ({ caller, query }) => {
  if (!query.paged) return { users: await findOfflineStudents({ caller }) };
  const { students, ...page } = await findOfflinePage({ caller, list: query.list, search: query.search, page: query.page, groupId: query.groupId });
  return { users: students, ...page };
});
