"use client";

import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useState, type ReactNode } from "react";
import { useTranslations, type Messages } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { apiFetch } from "@/lib/api/client";
import { PRODUCT_NAME } from "@/lib/product";
import { NotificationsProvider, useNotifications } from "@/components/admin/notifications/notifications-context";
import { LanguageSwitch } from "@/components/shell/language-switch";
import { AdminQueryProvider } from "@/components/admin/data/query-provider";
import { AdminProvider, type AdminIdentity } from "./admin-context";
import { NavIcon, type IconName } from "./nav-icon";

const NAV: { key: IconName & keyof Messages["admin"]["shell"]["nav"]; href: string }[] = [
  { key: "dashboard", href: "/admin/dashboard" },
  { key: "users", href: "/admin/users" },
  { key: "groups", href: "/admin/groups" },
  { key: "courses", href: "/admin/courses" },
  { key: "payments", href: "/admin/payments" },
  { key: "offline", href: "/admin/offline" },
  { key: "database", href: "/admin/database" },
  { key: "settings", href: "/admin/settings" },
  { key: "notifications", href: "/admin/notifications" },
  { key: "outbox", href: "/admin/outbox" },
  { key: "questions", href: "/admin/questions" },
  { key: "reviews", href: "/admin/reviews" },
  { key: "reports", href: "/admin/reports" },
];

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const t = useTranslations("admin.shell");
  const pathname = usePathname();
  const { unreadCount } = useNotifications();
  return (
    <ul className="space-y-1">
      {NAV.map((item) => {
        const active = pathname === item.href || pathname.startsWith(`${item.href}/`);
        return (
          <li key={item.key}>
            <Link
              href={item.href}
              onClick={onNavigate}
              aria-current={active ? "page" : undefined}
              className={cn(
                "flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors",
                active ? "bg-brand-600/15 text-brand-300 ring-1 ring-brand-500/30" : "text-gray-300 hover:bg-white/5 hover:text-white",
              )}
            >
              <NavIcon name={item.key} />
              <span className="flex-1">{t(`nav.${item.key}`)}</span>
              {item.key === "notifications" && unreadCount > 0 ? (
                // White on red-700 reads at 6.5:1; red-500 gave 3.8:1, under WCAG AA's 4.5.
                <span
                  className="min-w-6 rounded-full bg-red-700 px-1.5 py-0.5 text-center text-xs font-semibold text-white"
                  aria-label={t("unreadBadge", { count: unreadCount })}
                  data-testid="nav-unread-count"
                >
                  {unreadCount}
                </span>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function AdminName({ admin }: { admin: AdminIdentity }) {
  const t = useTranslations("admin.shell");
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600/20 font-semibold text-brand-300 ring-1 ring-brand-500/30" aria-hidden>
        {admin.fullName.trim().charAt(0).toUpperCase() || "A"}
      </span>
      <div className="min-w-0">
        <p className="truncate text-sm font-medium text-white">{admin.fullName}</p>
        <p className="text-xs text-gray-400">{t("administrator")}</p>
      </div>
    </div>
  );
}

/** The version the server runs (package.json's), at the sidebar's bottom: what an admin reports with a problem. */
function AppVersion({ version }: { version: string }) {
  const t = useTranslations("admin.shell");
  return (
    <p className="text-xs text-gray-400" data-testid="app-version">
      {t("version", { version })}
    </p>
  );
}

function useLogout() {
  return async () => {
    await apiFetch("/api/auth/logout", { method: "POST" });
    window.location.assign("/");
  };
}

function Frame({ admin, version, children }: { admin: AdminIdentity; version: string; children: ReactNode }) {
  const t = useTranslations("admin.shell");
  const router = useRouter();
  const pathname = usePathname();
  const logout = useLogout();
  const [menuOpen, setMenuOpen] = useState(false);

  // Spec §2: every navigation starts at the top of the page.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  const brand = (
    <Link href="/admin/dashboard" className="flex items-center gap-2">
      <span className="flex size-8 items-center justify-center rounded-lg bg-brand-600 font-bold text-white" aria-hidden>
        Q
      </span>
      <span className="text-base font-semibold text-white">{PRODUCT_NAME}</span>
      <Badge tone="success">{t("badge")}</Badge>
    </Link>
  );

  // The header shows these on wide screens, the mobile menu below 768 px.
  const backAndHome = (
    <>
      <button type="button" onClick={() => router.back()} className={buttonClass("ghost", "sm")}>
        <NavIcon name="back" className="size-4" />
        {t("back")}
      </button>
      <Link href="/" className={buttonClass("ghost", "sm")}>
        <NavIcon name="home" className="size-4" />
        {t("home")}
      </Link>
    </>
  );

  return (
    <div className="min-h-dvh md:flex">
      <aside className="hidden w-64 shrink-0 border-r border-white/10 bg-surface-raised md:sticky md:top-0 md:flex md:h-dvh md:flex-col" aria-label={t("title")}>
        <div className="flex h-16 items-center px-5">{brand}</div>
        <nav className="flex-1 overflow-y-auto px-3 py-2" aria-label={t("menu")}>
          <NavLinks />
        </nav>
        <div className="space-y-3 border-t border-white/10 p-4">
          <div className="flex items-center justify-between gap-2">
            <AdminName admin={admin} />
            <LanguageSwitch compact />
          </div>
          <button type="button" onClick={logout} className={buttonClass("secondary", "sm", "w-full")}>
            <NavIcon name="logout" className="size-4" />
            {t("logout")}
          </button>
          <AppVersion version={version} />
        </div>
      </aside>

      <div className="min-w-0 flex-1">
        <header className="sticky top-0 z-30 border-b border-white/10 bg-surface/90 backdrop-blur">
          <div className="flex h-14 items-center gap-2 px-3 sm:px-6 md:h-16">
            <div className="md:hidden">{brand}</div>
            <div className="hidden items-center gap-2 md:flex">
              {backAndHome}
            </div>
            <div className="ml-auto hidden md:block">
              <AdminName admin={admin} />
            </div>
            <LanguageSwitch compact className="ml-auto md:hidden" />
            <button
              type="button"
              className={buttonClass("secondary", "sm", "md:hidden")}
              aria-expanded={menuOpen}
              aria-controls="admin-mobile-menu"
              onClick={() => setMenuOpen((open) => !open)}
            >
              <NavIcon name={menuOpen ? "close" : "menu"} className="size-4" />
              {t("menu")}
            </button>
          </div>
          {menuOpen ? (
            <div id="admin-mobile-menu" className="max-h-[calc(100dvh-3.5rem)] overflow-y-auto border-t border-white/10 bg-surface-raised px-3 pb-4 pt-3 md:hidden">
              <div className="mb-3 flex items-center justify-between gap-2 px-1">
                <AdminName admin={admin} />
              </div>
              <nav aria-label={t("menu")}>
                <NavLinks onNavigate={() => setMenuOpen(false)} />
              </nav>
              <div className="mt-3 flex flex-wrap gap-2 border-t border-white/10 pt-3 [&>*]:whitespace-nowrap">
                {backAndHome}
                <button type="button" onClick={logout} className={buttonClass("secondary", "sm", "ml-auto")}>
                  <NavIcon name="logout" className="size-4" />
                  {t("logout")}
                </button>
              </div>
              <div className="mt-3 px-1">
                <AppVersion version={version} />
              </div>
            </div>
          ) : null}
        </header>
        <main className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8">{children}</main>
      </div>
    </div>
  );
}

export function AdminShell({ admin, version, children }: { admin: AdminIdentity; version: string; children: ReactNode }) {
  return (
    <AdminProvider admin={admin}>
      <AdminQueryProvider>
        <NotificationsProvider>
          <Frame admin={admin} version={version}>
            {children}
          </Frame>
        </NotificationsProvider>
      </AdminQueryProvider>
    </AdminProvider>
  );
}
