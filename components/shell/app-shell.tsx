"use client";

import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { BellSlot } from "@/components/notifications/bell-slot";
import { cn } from "@/components/ui/cn";
import { DialogCommand } from "@/components/ui/dialog-command";
import { TOP_LAYER_EVENT } from "@/components/ui/toaster";
import { PRODUCT_NAME } from "@/lib/product";
import { sidebarCookie, type SidebarState } from "@/lib/ui-prefs/sidebar";
import { AdminBubble } from "./admin-bubble";
import { BackIcon, CloseIcon, LogoMark, MenuIcon } from "./icons";
import { isOfflinePath, showsBackButton } from "./nav-items";
import { ShellEffects } from "./shell-effects";
import { forgetSaidUser, useSaidUser } from "./signed-in-user";
import { SidebarNav } from "./sidebar-nav";
import type { ShellUser, ShownUser } from "./types";
import { useViewer } from "@/components/viewer/use-viewer";
import { ViewerText } from "@/components/viewer/viewer-text";
import { initials } from "@/lib/users/initials";

// Spec §9: mobile under 768 px (Tailwind's md breakpoint).
const MOBILE_QUERY = "(max-width: 767px)";
export const OFFLINE_BACK_EVENT = "qadam:offline-back";
const DRAWER_ID = "site-drawer";



type Props = { user: ShellUser | null; pendingUser?: boolean; initialSidebar: SidebarState; children: ReactNode };

export function AppShell({ user: renderedUser, pendingUser = false, initialSidebar, children }: Props) {
  const viewer = useViewer();
  const said = useSaidUser();
  const user: ShownUser = said !== undefined ? said : pendingUser ? (viewer?.user ?? "pending") : renderedUser;
  // A new server render of the shell knows the user: what the profile page said is done.
  useEffect(() => forgetSaidUser(), [renderedUser, pendingUser]);
  const t = useTranslations("shell");
  const pathname = usePathname();
  const router = useRouter();
  const [collapsed, setCollapsed] = useState(initialSidebar === "collapsed");
  const drawer = useRef<HTMLDialogElement>(null);

  const toggleRail = useCallback(() => {
    setCollapsed((was) => {
      const next = !was;
      document.cookie = sidebarCookie(next ? "collapsed" : "expanded");
      return next;
    });
  }, []);

  // Ctrl/Cmd+B: the rail on desktop, the drawer on mobile.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== "b") return;
      event.preventDefault();
      if (!window.matchMedia(MOBILE_QUERY).matches) toggleRail();
      else if (drawer.current?.open) drawer.current.close();
      else drawer.current?.showModal();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [toggleRail]);

  useEffect(() => drawer.current?.close(), [pathname]);

  function goBack() {
    if (isOfflinePath(pathname)) {
      // The offline page closes its open student itself, or returns home.
      window.dispatchEvent(new CustomEvent(OFFLINE_BACK_EVENT));
      return;
    }
    if (window.history.length > 1) router.back();
    else router.push("/home");
  }

  return (
    <div className="min-h-dvh">
      <ShellEffects />

      <header data-testid="mobile-bar" className="sticky top-0 z-30 flex h-14 items-center gap-1 border-b border-white/5 bg-surface/90 px-2 backdrop-blur md:hidden">
        <DialogCommand command="show-modal" dialog={DRAWER_ID} aria-label={t("openMenu")} className="rounded-lg p-2 text-gray-300 hover:bg-white/5 hover:text-white">
          <MenuIcon className="size-6" />
        </DialogCommand>
        {showsBackButton(pathname) ? (
          <button type="button" onClick={goBack} aria-label={t("back")} className="rounded-lg p-2 text-gray-300 hover:bg-white/5 hover:text-white">
            <BackIcon className="size-6" />
          </button>
        ) : null}
        <Link href="/home" aria-label={`${PRODUCT_NAME}: ${t("logoHome")}`} className="mx-auto flex items-center gap-2 rounded-lg px-2 py-1 text-base font-bold text-white">
          <LogoMark className="size-7" />
          {PRODUCT_NAME}
        </Link>
        {user ? (
          // The name starts with the initials it shows (WCAG 2.5.3: a voice user says what they see).
          <Link
            href="/projects/blogs"
            aria-label={user === "pending" ? undefined : `${initials(user.fullName)}, ${t("nav.profile")}`}
            className="grid size-9 place-items-center rounded-full bg-brand-500/20 text-xs font-semibold text-brand-300 ring-1 ring-brand-500/40"
          >
            {user === "pending" ? (
              <>
                <ViewerText field="initials" className="empty:w-4" />
                <span className="sr-only">{t("nav.profile")}</span>
              </>
            ) : (
              initials(user.fullName)
            )}
          </Link>
        ) : (
          <Link href="/projects/blogs" className="rounded-lg px-3 py-1.5 text-sm font-medium text-brand-300 hover:bg-white/5">
            {t("login")}
          </Link>
        )}
      </header>

      {/* A native modal dialog: Escape, the backdrop (closedby), focus and the page behind it come from the browser. */}
      <dialog
        id={DRAWER_ID}
        ref={drawer}
        aria-label={t("navLabel")}
        closedby="any"
        onClick={(event) => event.target === event.currentTarget && event.currentTarget.close()}
        onToggle={(event) => event.currentTarget.open && window.dispatchEvent(new Event(TOP_LAYER_EVENT))}
        className="m-0 h-dvh max-h-none w-72 max-w-[85vw] overflow-hidden bg-surface-raised p-0 text-gray-100 shadow-2xl ring-1 ring-white/10 backdrop:bg-black/60 backdrop:backdrop-blur-sm"
      >
        <DialogCommand command="close" dialog={DRAWER_ID} aria-label={t("closeMenu")} className="absolute top-3 right-3 z-10 rounded-lg p-1.5 text-gray-400 hover:bg-white/5 hover:text-white">
          <CloseIcon className="size-5" />
        </DialogCommand>
        <SidebarNav user={user} collapsed={false} onNavigate={() => drawer.current?.close()} />
      </dialog>

      <div className="md:flex">
        {/* The rail stretches with the page (so its background does too); its content stays in view. */}
        <aside
          data-testid="sidebar"
          data-state={collapsed ? "collapsed" : "expanded"}
          className={cn(
            "hidden shrink-0 border-r border-white/5 bg-surface-raised transition-[width] duration-200 md:block",
            collapsed ? "w-12" : "w-64",
          )}
        >
          <div className="sticky top-0 h-dvh">
            <SidebarNav user={user} collapsed={collapsed} onToggle={toggleRail} />
          </div>
        </aside>
        <div className="min-w-0 flex-1">
          <div className="min-h-[calc(100dvh-3.5rem)] md:min-h-dvh">{children}</div>
        </div>
      </div>

      <BellSlot user={user} />
      <AdminBubble />
    </div>
  );
}
