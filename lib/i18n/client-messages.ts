/** The namespaces only the admin's client components use (components/admin). */
export const ADMIN_NAMESPACES = ["admin", "adminOffline"] as const;

/**
 * The messages a page's client components may need, serialised into its HTML: everything for
 * an admin (the admin pages and the admin controls on public pages), everything but the admin
 * namespaces for anyone else, so public pages carry no admin strings.
 */
export function clientMessages<T extends object>(all: T, isAdmin: boolean): Partial<T> {
  if (isAdmin) return all;
  const admin: readonly string[] = ADMIN_NAMESPACES;
  return Object.fromEntries(Object.entries(all).filter(([namespace]) => !admin.includes(namespace))) as Partial<T>;
}
