"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { AdminFetchError } from "./admin-fetch";

// A 4xx will not change by asking again (no rights, bad filter, gone): only network failures
// and 5xx/503 are retried, twice.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof AdminFetchError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** The one cache of server data for the admin area (CONTRIBUTING.md: "Admin data"). */
export function AdminQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          // Lists are kept fresh by the live channel's invalidations, not by refetching on focus.
          queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: shouldRetry },
          mutations: { retry: false },
        },
      }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
