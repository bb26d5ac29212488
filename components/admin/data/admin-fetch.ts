import { apiFetch } from "@/lib/api/client";

/** A failed admin read, thrown so TanStack Query holds it as the query's error. */
export class AdminFetchError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    /** The server's own words (in the reader's language), when it said any. */
    readonly serverMessage: string | null,
    /** The failure's whole answer, for the few errors that carry more (a refused publish's report). */
    readonly body: Record<string, unknown> | null = null,
  ) {
    super(serverMessage ?? `HTTP ${status}`);
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

/**
 * The `mutationFn` of every admin write (POST, PUT, DELETE): the answer's body, or an
 * `AdminFetchError` (status 0 when the network failed) for the mutation's `onError`.
 */
export async function adminSend<T = Record<string, unknown>>(path: string, init: { method: "POST" | "PUT" | "PATCH" | "DELETE"; json?: unknown }): Promise<T> {
  const result = await apiFetch<T>(path, init.json === undefined ? { method: init.method } : { method: init.method, json: init.json });
  if (!result.ok) throw new AdminFetchError(result.status, result.code, result.message, result.body);
  return result.data;
}
