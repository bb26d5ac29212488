/** The namespaces only the admin's client components use (components/admin). */
export const ADMIN_NAMESPACES = ["admin", "adminOffline"] as const;

/**
 * Namespaces only one page's client components use: the root layout leaves them out and that
 * page adds them (`pageMessages` with `PageMessages`), so no other page's HTML carries them.
 * `practice`: the learning page's exercises (issue 20), some 8 kB a language.
 */
export const PAGE_NAMESPACES = ["practice"] as const;

/**
 * The messages a page's client components may need, serialised into its HTML: everything for
 * an admin (the admin pages and the admin controls on public pages), for anyone else everything
 * but the admin namespaces and the namespaces of one page, so public pages carry neither.
 */
export function clientMessages<T extends object>(all: T, isAdmin: boolean): Partial<T> {
  if (isAdmin) return all;
  const left: readonly string[] = [...ADMIN_NAMESPACES, ...PAGE_NAMESPACES];
  return Object.fromEntries(Object.entries(all).filter(([namespace]) => !left.includes(namespace))) as Partial<T>;
}

/** What a page adds to the root layout's messages: its own namespaces (an admin has them already). */
export function pageMessages<T extends object>(all: T, namespaces: readonly (keyof T & (typeof PAGE_NAMESPACES)[number])[], isAdmin: boolean): Partial<T> {
  if (isAdmin) return {};
  return Object.fromEntries(namespaces.map((namespace) => [namespace, all[namespace]])) as Partial<T>;
}
