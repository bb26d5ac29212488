import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./client";

// The query cache's defaults, one for the admin area and the student's pages (CONTRIBUTING.md,
// "Admin data"). A 4xx will not change by asking again (no rights, bad filter, gone): only
// network failures and 5xx/503 are retried, twice. Lists are kept fresh by the live channel's
// invalidations and by the writes, not by refetching on focus.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export const newQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
