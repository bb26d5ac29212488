import { apiFetch } from "@/lib/api/client";

/** A failed read or write of the student's pages, thrown so TanStack Query holds it as the error. */
export class StudentFetchError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    /** The server's own words (in the reader's language), when it said any. */
    readonly serverMessage: string | null,
  ) {
    super(serverMessage ?? `HTTP ${status}`);
  }
}

/** The `queryFn` and `mutationFn` of the student's pages: the answer's body, or a `StudentFetchError` (status 0: no network). */
export async function studentFetch<T = Record<string, unknown>>(path: string, init?: { method: "POST" | "DELETE"; json?: unknown }): Promise<T> {
  const result = await apiFetch<T>(path, init?.json === undefined ? (init ? { method: init.method } : {}) : { method: init.method, json: init.json });
  if (!result.ok) throw new StudentFetchError(result.status, result.code, result.message);
  return result.data;
}
