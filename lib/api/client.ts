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
