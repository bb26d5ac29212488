import { headers } from "next/headers";
import type { ReactNode } from "react";
import { pageCaller, rendersStudentShell } from "@/lib/auth/page-caller";
import { logError } from "@/lib/log/logger";
import { requestCookie } from "@/lib/request/request-context";
import { parseSidebarState, SIDEBAR_COOKIE } from "@/lib/ui-prefs/sidebar";
import { AppShell } from "./app-shell";
import type { ShellUser } from "./types";

async function readUser(): Promise<ShellUser | null> {
  try {
    const caller = await pageCaller();
    return caller ? { fullName: caller.fullName, phone: caller.phone, role: caller.role } : null;
  } catch (error) {
    // A database hiccup draws the shell as for a visitor rather than failing the page.
    logError("shell_user_failed", { cause: error instanceof Error ? error.message.slice(0, 200) : "unknown" });
    return null;
  }
}

/** The student-side shell, drawn on the server with the user of the jwt cookie. */
export async function SiteShell({ children }: { children: ReactNode }) {
  const pendingUser = await rendersStudentShell();
  const user = pendingUser ? null : await readUser();
  return (
    <AppShell user={user} pendingUser={pendingUser} initialSidebar={parseSidebarState(requestCookie(await headers(), SIDEBAR_COOKIE))}>
      {children}
    </AppShell>
  );
}
