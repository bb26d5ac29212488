import { expect } from "vitest";
import { CLIENT_ADDRESS_HEADER } from "@/lib/api/client-address";
import { UNFILLED_VALUE } from "./unfilled";

type RouteHandler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

export type CallOptions = {
  method?: string;
  path?: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** An object is sent as JSON; a string is sent as is (for malformed bodies). */
  body?: unknown;
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
  clientAddress?: string;
  /** Aborted when the client leaves, as Next aborts a request's signal when its connection closes. */
  signal?: AbortSignal;
};

export type CallResult = { status: number; body: Record<string, unknown> & { success?: boolean; message?: string }; headers: Headers };

/** Calls a route handler the way Next does, with a real Request, against the test database. */
export async function call(handler: RouteHandler, options: CallOptions = {}): Promise<CallResult> {
  const url = new URL(options.path ?? "/api/test", "http://localhost:3000");
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  const headers = new Headers({ host: "localhost:3000", [CLIENT_ADDRESS_HEADER]: options.clientAddress ?? "127.0.0.1", ...options.headers });
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  if (options.cookie) {
    headers.set("cookie", options.cookie);
    // A browser names the page's origin on every write it sends with the cookie.
    if (!headers.has("origin") && !headers.has("sec-fetch-site")) headers.set("origin", url.origin);
  }
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (typeof options.body === "string") body = options.body;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined && !(options.body instanceof FormData) && !headers.has("content-type")) headers.set("content-type", "application/json");
  const request = new Request(url, { method: options.method ?? (body === undefined ? "GET" : "POST"), headers, body, signal: options.signal });
  const response = await handler(request, { params: Promise.resolve(options.params ?? {}) });
  const text = await response.text();
  let parsed: CallResult["body"] = {};
  try {
    parsed = text ? (JSON.parse(text) as CallResult["body"]) : {};
  } catch {
    parsed = { raw: text };
  }
  // Every answer of every API test: its message shows no value that was never filled in (what a
  // checked program printed, inside `results`, may say "NaN" on its own).
  if (typeof parsed.message === "string") expect(parsed.message, `the message answering ${request.method} ${url.pathname}`).not.toMatch(UNFILLED_VALUE);
  return { status: response.status, body: parsed, headers: response.headers };
}
