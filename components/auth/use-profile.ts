"use client";

import { useCallback, useEffect, useState } from "react";
import { apiFetch } from "@/lib/api/client";
import type { SessionUser } from "./types";

export type ProfileState =
  | { status: "loading" }
  | { status: "guest" }
  | { status: "error"; network: boolean }
  | { status: "user"; user: SessionUser };

/** The signed-in user from GET /api/user/profile (the jwt cookie travels by itself). */
export function useProfile() {
  const [state, setState] = useState<ProfileState>({ status: "loading" });

  const load = useCallback(async () => {
    const result = await apiFetch<{ user: SessionUser }>("/api/user/profile");
    if (result.ok) setState({ status: "user", user: result.data.user });
    else if (result.status === 401 || result.status === 404) setState({ status: "guest" });
    else setState({ status: "error", network: result.status === 0 });
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  return { state, setState, reload: load };
}
