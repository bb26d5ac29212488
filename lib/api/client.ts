// The browser side of the JSON contract: every answer has `success`, failures a stable `code`
// and a `message` already in the page's language (the server reads the `lang` cookie). Pages act
// on `code`, never on the words.
// The jwt cookie travels by itself (same origin), so pages never handle the token.

/** A server type as it arrives through JSON: dates become ISO strings. */
export type Jsonified<T> = T extends Date ? string : T extends (infer U)[] ? Jsonified<U>[] : T extends object ? { [K in keyof T]: Jsonified<T[K]> } : T;

export type ApiResult<T> = { ok: true; status: number; data: T } | {
      ok: false;
      status: number;
      message: string | null;
      code: string | null;
      /** The failure's answer as sent (fields beyond code and message, e.g. a refused publish's `report`). */
      body: Record<string, unknown> | null;
    };

export async function apiFetch<T = Record<string, unknown>>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<ApiResult<T>> {
  const { json, headers, ...rest } = init;
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: "same-origin",
      ...rest,
      headers: { ...(json !== undefined ? { "content-type": "application/json" } : {}), ...headers },
      ...(json !== undefined ? { body: JSON.stringify(json), method: rest.method ?? "POST" } : {}),
    });
  } catch {
    return { ok: false, status: 0, message: null, code: null, body: null };
  }
  const body = (await response.json().catch(() => null)) as (T & { success?: boolean; message?: string; code?: string }) | null;
  if (!response.ok || body?.success === false) {
    return {
      ok: false,
      status: response.status,
      message: typeof body?.message === "string" ? body.message : null,
      code: typeof body?.code === "string" ? body.code : null,
      body: body !== null && typeof body === "object" ? (body as Record<string, unknown>) : null,
    };
  }
  return { ok: true, status: response.status, data: body as T };
}

/** A failed call, thrown by `apiCall` so TanStack Query holds it as the query's or mutation's error. */
export class ApiError extends Error {
  constructor(
    /** 0 when the network failed and no answer came. */
    readonly status: number,
    readonly code: string | null,
    /** The server's own words (in the reader's language), when it said any. */
    readonly serverMessage: string | null,
    /** The failure's whole answer, for the few errors that carry more (a refused publish's report). */
    readonly body: Record<string, unknown> | null = null,
  ) {
    super(serverMessage ?? `HTTP ${status}`);
    this.name = "ApiError";
  }
}

type CallInit = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON (a POST unless `method` says otherwise). */
  json?: unknown;
  /** A multipart form (a course with its image). */
  body?: FormData;
  /** The query string; empty and undefined values are left out. */
  params?: Record<string, string | number | boolean | undefined>;
};

/** The `queryFn` and `mutationFn` of every page, admin or student: the answer's body, or an `ApiError`. */
export async function apiCall<T = Record<string, unknown>>(path: string, { method, json, body, params }: CallInit = {}): Promise<T> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) if (value !== undefined && value !== "") search.set(key, String(value));
  const init: RequestInit & { json?: unknown } = {};
  if (method) init.method = method;
  if (json !== undefined) init.json = json;
  if (body) init.body = body;
  const result = await apiFetch<T>(search.size ? `${path}?${search}` : path, init);
  if (!result.ok) throw new ApiError(result.status, result.code, result.message, result.body);
  return result.data;
}

type ErrorWords = {
  /** What the reader sees when nothing more precise applies. */
  fallback: string;
  /** When no answer came (status 0); else `fallback`. */
  network?: string;
  /** On a 401, when the page says it in its own words. */
  signedOut?: string;
  /** false: a failed read says `fallback` (spec §8's load error), never the server's words. */
  serverWords?: boolean;
};

/** What a failed call says to the reader: the page's words for no network and a 401, else the server's, else `fallback`. */
export function errorText(error: unknown, { fallback, network = fallback, signedOut, serverWords = true }: ErrorWords): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 0) return network;
  if (error.status === 401 && signedOut !== undefined) return signedOut;
  return (serverWords ? error.serverMessage : null) ?? fallback;
}

/** Whether `error` is the server's refusal with this code (a field's own problem: `phone_taken`). */
export const isRefusal = (error: unknown, code: string): error is ApiError => error instanceof ApiError && error.code === code;
