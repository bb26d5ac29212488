"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { studentKeys } from "@/components/student-data/query-keys";
import { apiCall, ApiError } from "@/lib/api/client";
import type { SessionUser } from "./types";

export type ProfileState =
  | { status: "loading" }
  | { status: "guest" }
  | { status: "error"; network: boolean }
  | { status: "user"; user: SessionUser };

/** GET /api/user/profile (the jwt cookie travels by itself); a visitor (401, or a deleted account's 404) is null. */
async function readProfile(): Promise<SessionUser | null> {
  try {
    return (await apiCall<{ user: SessionUser }>("/api/user/profile")).user;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 404)) return null;
    throw error;
  }
}

/**
 * The signed-in user, from the student's query cache; `setUser` records a sign-in or sign-out.
 * `initialUser`: what the page read on the server (components/auth/page-user.ts), so the page
 * renders it at once and the browser does not ask again while it is fresh.
 */
export function useProfile(initialUser?: SessionUser | null) {
  const client = useQueryClient();
  const query = useQuery({ queryKey: studentKeys.profile(), queryFn: readProfile, ...(initialUser === undefined ? {} : { initialData: initialUser }) });
  const state: ProfileState = query.isPending
    ? { status: "loading" }
    : query.isError
      ? { status: "error", network: query.error instanceof ApiError && query.error.status === 0 }
      : query.data
        ? { status: "user", user: query.data }
        : { status: "guest" };
  const setUser = useCallback(
    (user: SessionUser | null) => {
      // Another account's sessions and notifications are not this one's.
      client.removeQueries({ queryKey: studentKeys.all, predicate: (cached) => cached.queryKey[1] !== "profile" });
      client.setQueryData(studentKeys.profile(), user);
    },
    [client],
  );
  const { refetch } = query;
  const reload = useCallback(async () => {
    await refetch();
  }, [refetch]);
  return { state, setUser, reload };
}
