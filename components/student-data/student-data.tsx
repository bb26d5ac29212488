"use client";

import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { newQueryClient } from "@/lib/api/query-client";

// The student's account pages (/projects/*) read the server through TanStack Query, as the
// admin does (CONTRIBUTING.md, "Admin data"): one cache for the browser tab, so the profile read
// by one tab is there when the next one opens. Public pages never load it.

let browserClient: QueryClient | undefined;

/** One client in the browser; on the server one a render, so no student's data outlives their request. */
function studentQueryClient(): QueryClient {
  if (typeof window === "undefined") return newQueryClient();
  browserClient ??= newQueryClient();
  return browserClient;
}

export function StudentData({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={studentQueryClient()}>{children}</QueryClientProvider>;
}
