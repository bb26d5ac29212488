"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { StudentFetchError } from "./student-fetch";

// The student's account pages (/projects/*) read the server through TanStack Query, as the
// admin does (CONTRIBUTING.md, "Admin data"): one cache for the browser tab, so the profile read
// by one tab is there when the next one opens. Public pages never load it.

function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof StudentFetchError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

const newClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: shouldRetry },
      mutations: { retry: false },
    },
  });

let browserClient: QueryClient | undefined;

/** One client in the browser; on the server one a render, so no student's data outlives their request. */
function studentQueryClient(): QueryClient {
  if (typeof window === "undefined") return newClient();
  browserClient ??= newClient();
  return browserClient;
}

export function StudentData({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={studentQueryClient()}>{children}</QueryClientProvider>;
}
