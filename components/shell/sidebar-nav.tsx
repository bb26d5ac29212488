"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { cn } from "@/components/ui/cn";
import { PRODUCT_NAME } from "@/lib/product";
import { LogoMark, NavIcon, PanelIcon } from "./icons";
import { LanguageSwitch } from "./language-switch";
import { LinkPending } from "./link-pending";
import { isActive, MAIN_ITEMS, SETTINGS_ITEMS, visibleItems, type NavItem } from "./nav-items";
import type { ShownUser } from "./types";
import { initials } from "@/lib/users/initials";
import { ViewerText } from "@/components/viewer/viewer-text";

type Props = { user: ShownUser; collapsed: boolean; onToggle?: () => void; onNavigate?: () => void };

/** The sidebar's content, drawn in the desktop rail (16rem, 3rem collapsed) and the mobile drawer. */
export function SidebarNav({ user, collapsed, onToggle, onNavigate }: Props) {
  const t = useTranslations("shell");
  const pathname = usePathname();

  const link = (item: NavItem) => {
    const active = isActive(pathname, item.href);
    const label = t(`nav.${item.key}`);
    return (
      <li key={item.href}>
        <Link
          href={item.href}
          // The drawer closes when the page arrives (app-shell), so the pending link stays in view.
          onClick={active ? onNavigate : undefined}
          aria-current={active ? "page" : undefined}
          title={collapsed ? label : undefined}
          className={cn(
            "relative flex h-10 items-center gap-3 rounded-lg text-sm font-medium transition-colors",
            collapsed ? "justify-center px-0" : "px-3",
            active ? "bg-brand-500/15 text-brand-300" : "text-gray-400 hover:bg-white/5 hover:text-white",
          )}
        >
          <NavIcon name={item.icon} className="size-5 shrink-0" />
          <span className={cn("truncate", collapsed && "sr-only")}>{label}</span>
          <LinkPending collapsed={collapsed} />
        </Link>
      </li>
    );
  };

  return (
    <div className="flex h-full flex-col">
      <div className={cn("flex h-14 shrink-0 items-center border-b border-white/5", collapsed ? "justify-center px-1" : "justify-between gap-2 px-3")}>
        {collapsed ? null : (
          <Link href="/home" onClick={onNavigate} className="flex items-center gap-2.5 rounded-lg px-1 py-1 text-base font-bold tracking-tight text-white">
            <LogoMark className="size-8" />
            {PRODUCT_NAME}
          </Link>
        )}
        {onToggle ? (
          <button
            type="button"
            onClick={onToggle}
            aria-label={collapsed ? t("expand") : t("collapse")}
            title={`${collapsed ? t("expand") : t("collapse")} (Ctrl+B)`}
            className="rounded-lg p-2 text-gray-400 hover:bg-white/5 hover:text-white"
          >
            <PanelIcon className="size-5" />
          </button>
        ) : null}
      </div>

      <nav aria-label={t("navLabel")} className={cn("flex-1 overflow-y-auto py-4", collapsed ? "px-1.5" : "px-3")}>
        <ul className="space-y-1">{visibleItems(MAIN_ITEMS, Boolean(user)).map(link)}</ul>
        <p className={cn("mt-6 mb-2 px-3 text-[11px] font-semibold tracking-widest text-gray-500", collapsed && "sr-only")}>{t("settings")}</p>
        {collapsed ? <div aria-hidden className="mx-2 my-4 border-t border-white/10" /> : null}
        <ul className="space-y-1">{visibleItems(SETTINGS_ITEMS, Boolean(user)).map(link)}</ul>
      </nav>

      <div className={cn("shrink-0 space-y-3 border-t border-white/5", collapsed ? "px-1.5 py-3" : "p-3")}>
        {collapsed ? null : <LanguageSwitch />}
        {user ? (
          <Link
            href="/projects/blogs"
            onClick={onNavigate}
            title={collapsed && user !== "pending" ? user.fullName : undefined}
            className={cn("flex items-center gap-3 rounded-lg hover:bg-white/5", collapsed ? "justify-center py-1" : "p-2")}
          >
            <span className="relative grid size-9 shrink-0 place-items-center rounded-full bg-brand-500/20 text-sm font-semibold text-brand-300 ring-1 ring-brand-500/40">
              {user === "pending" ? <ViewerText field="initials" className="empty:w-5" /> : initials(user.fullName)}
              <span aria-hidden className="absolute -right-0.5 -bottom-0.5 size-3 rounded-full bg-emerald-400 ring-2 ring-surface-raised" />
            </span>
            <span className={cn("min-w-0", collapsed && "sr-only")}>
              {user === "pending" ? (
                <ViewerText field="name" className="block truncate text-sm font-medium text-white empty:w-32" />
              ) : (
                <span className="block truncate text-sm font-medium text-white">{user.fullName}</span>
              )}
              <span className="block text-xs text-emerald-400">{t("online")}</span>
            </span>
          </Link>
        ) : (
          <Link
            href="/projects/blogs"
            onClick={onNavigate}
            title={collapsed ? t("login") : undefined}
            className={cn(
              "flex h-10 items-center gap-2 rounded-lg bg-brand-600 text-sm font-medium text-white hover:bg-brand-700",
              collapsed ? "justify-center" : "justify-center px-3",
            )}
          >
            <NavIcon name="user" className="size-5 shrink-0" />
            <span className={cn(collapsed && "sr-only")}>{t("login")}</span>
          </Link>
        )}
      </div>
    </div>
  );
}
