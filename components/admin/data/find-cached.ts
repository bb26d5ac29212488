import type { QueryClient, QueryKey } from "@tanstack/react-query";

/**
 * A row by id from the cached answers under `key`, the most recently read first. A dialog keeps
 * only the id the admin opened: it shows the freshest copy of that row the cache holds, even
 * when a refetch (a live update, a cleared filter) has moved it off the page on screen.
 */
export function findCached<Page, Row extends { id: string }>(client: QueryClient, key: QueryKey, rowsOf: (page: Page) => Row[] | undefined, id: string | null): Row | null {
  if (!id) return null;
  const queries = client.getQueryCache().findAll({ queryKey: key });
  queries.sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  for (const query of queries) {
    const data = query.state.data as Page | undefined;
    const row = data === undefined ? undefined : rowsOf(data)?.find((candidate) => candidate.id === id);
    if (row) return row;
  }
  return null;
}
