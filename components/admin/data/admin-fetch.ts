import { apiFetch } from "@/lib/api/client";

/** A failed admin read, thrown so TanStack Query holds it as the query's error. */
export class AdminFetchError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    message: string | null,
  ) {
    super(message ?? `HTTP ${status}`);
  }
}

/** The `queryFn` of every admin read: the answer's body, or an `AdminFetchError`. */
export async function adminFetch<T>(path: string, params?: Record<string, string | number | boolean | undefined>): Promise<T> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) if (value !== undefined && value !== "") search.set(key, String(value));
  const query = search.size ? `?${search}` : "";
  const result = await apiFetch<T>(`${path}${query}`);
  if (!result.ok) throw new AdminFetchError(result.status, result.code, result.message);
  return result.data;
}
