import type { Messages } from "next-intl";
import type { IconName } from "./icons";

export type NavItem = { href: string; key: keyof Messages["shell"]["nav"]; icon: IconName; needsLogin?: boolean };

// Spec §2 'Shell and navigation': the order and the items that need a login.
export const MAIN_ITEMS: readonly NavItem[] = [
  { href: "/home", key: "home", icon: "home" },
  { href: "/courses", key: "courses", icon: "book" },
  { href: "/my-courses", key: "myCourses", icon: "myCourses", needsLogin: true },
  { href: "/projects", key: "projects", icon: "grid" },
  { href: "/debtors", key: "debtors", icon: "users" },
];

export const SETTINGS_ITEMS: readonly NavItem[] = [
  { href: "/projects/blogs", key: "profile", icon: "user" },
  { href: "/projects/resume", key: "security", icon: "shield" },
  { href: "/projects/payments", key: "payments", icon: "card", needsLogin: true },
];

export function visibleItems(items: readonly NavItem[], loggedIn: boolean): NavItem[] {
  return items.filter((item) => loggedIn || !item.needsLogin);
}

/** /projects is active only on itself: its sub-tabs are items of their own. */
export function isActive(pathname: string, href: string): boolean {
  if (href === "/projects") return pathname === "/projects";
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** Paths where the mobile back button is hidden (spec §2). */
export function showsBackButton(pathname: string): boolean {
  return pathname !== "/" && pathname !== "/home";
}

/** On /offline the back button closes the open student instead of leaving (spec §2). */
export function isOfflinePath(pathname: string): boolean {
  return pathname === "/offline" || pathname === "/qadam-offline";
}

/** Spec §2: #profile, #login or a path ending in /login open the profile tab; #courses the courses. */
export function hashRedirectTarget(pathname: string, hash: string): string | null {
  if (hash === "#profile" || hash === "#login") return "/projects/blogs";
  if (hash === "#courses") return "/courses";
  if (/\/login\/?$/.test(pathname)) return "/projects/blogs";
  return null;
}
