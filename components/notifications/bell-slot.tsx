"use client";

import dynamic from "next/dynamic";
import type { ShownUser } from "@/components/shell/types";

// The bell needs the query cache (TanStack Query), which a visitor's first load never downloads
// (components/shell/public-bundle.test.ts): it is loaded only once someone is signed in.
const StudentBell = dynamic(() => import("./student-bell").then((module) => module.StudentBell), { ssr: false });

/**
 * Where the shell puts the student's bell (issue 39): in the mobile bar left of the avatar, at the
 * top right on a desktop. A shared shell still pending its user loads it too; the bell stays
 * hidden when its call says nobody is signed in. Admins have their own notifications.
 */
export function BellSlot({ user }: { user: ShownUser }) {
  if (!user || (user !== "pending" && user.role === "admin")) return null;
  return (
    <div className="fixed top-2.5 right-14 z-40 md:top-3 md:right-4">
      <StudentBell />
    </div>
  );
}
