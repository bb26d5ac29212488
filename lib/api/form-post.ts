import { safeNextPath } from "@/lib/auth/safe-next";
import type { Locale } from "@/lib/i18n/locales";
import { AppError, errorCatalogue } from "@/lib/errors/app-error";
import { apiText, hasApiText } from "@/lib/i18n/api-text";
import { readBytes } from "./route";

type JsonRoute = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

export type FormPostSpec = {
  /** The JSON route handler that does the work (its checks, limits and cookies stay the only ones). */
  handler: JsonRoute;
  /** The form's name, sent back with a refusal so the page shows it on the right form. */
  form: string;
  /** Field names that make the JSON body; `meta.region` nests as `{ meta: { region } }`. */
  fields: readonly string[];
  /**
   * The JSON body, when `fields` and `fixed` alone cannot say it: made from the whole form and what
   * they gave (a list of files; a parent's registration drops the student's fields).
   */
  body?: (form: URLSearchParams, fields: Record<string, unknown>) => Record<string, unknown>;
  /** The largest form taken, in bytes (FORM_LIMIT unless said). */
  maxBytes?: number;
  /** The JSON route's path parameters, from the form (the route checks them with its own schema). */
  params?: (form: URLSearchParams) => Record<string, string>;
  /** JSON fields the form does not carry. */
  fixed?: Record<string, unknown>;
  /** What only the form has to say (a repeated password): an `api.validation` key, or null. */
  check?: (form: URLSearchParams) => string | null;
  /** The page the form is on, from the form's safe `next`: a refusal goes back there with `form` and `error=<code>` added. */
  back: (next: string | null) => string;
  /** Where an accepted form goes, from the handler's answer, the form's safe `next` and the form. */
  onward: (answer: Record<string, unknown>, next: string | null, form: URLSearchParams) => string;
};

// Enough for the longest form (registration) many times over; a password is at most 72 bytes.
const FORM_LIMIT = 16 * 1024;
const FORM_TYPE = "application/x-www-form-urlencoded";

function nest(form: URLSearchParams, fields: readonly string[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const name of fields) {
    const value = form.get(name);
    if (value === null) continue;
    const path = name.split(".");
    let target = body;
    for (const part of path.slice(0, -1)) target = (target[part] ??= {}) as Record<string, unknown>;
    target[path.at(-1)!] = value;
  }
  return body;
}

/** A relative Location: the browser resolves it against the page, whatever host a proxy saw. */
function seeOther(location: string, cookies: string[] = []): Response {
  const headers = new Headers({ location, "cache-control": "no-store" });
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  return new Response(null, { status: 303, headers });
}

/** `path` (a safe path of this site) with `values` set in its query. */
export function withQuery(path: string, values: Record<string, string>): string {
  const url = new URL(path, "http://qadam.invalid");
  for (const [name, value] of Object.entries(values)) url.searchParams.set(name, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

function refusal(spec: FormPostSpec, code: string, next: string | null, reason?: string): Response {
  const known = code in errorCatalogue ? code : "invalid_input";
  return seeOther(withQuery(spec.back(next), { form: spec.form, error: known, ...(reason ? { reason } : {}) }));
}

/**
 * The words for a refusal that `formPost` sent back to the page, when it was for `form`: the
 * code's catalogue text, or the form's own reason. Only known keys are shown, so a crafted
 * link cannot put words of its own on the page.
 */
export function formRefusalText(query: Record<string, string | string[] | undefined>, form: string, locale: Locale): string | null {
  if (query.form !== form || typeof query.error !== "string" || !(query.error in errorCatalogue)) return null;
  const reason = typeof query.reason === "string" ? `api.validation.${query.reason}` : null;
  return apiText(locale, reason && /^[A-Za-z]+$/.test(query.reason as string) && hasApiText(reason) ? reason : `api.errors.${query.error}`);
}

/**
 * A page's form posted by the browser before the page's scripts run (issue 44 item 2): without
 * a method a form is sent by GET, putting the password in the address bar, history and access
 * logs. The form says `method="post"` and names this route; this turns the form into the JSON
 * the API route takes, calls that route as it is (the same validation, rate limits, cross-site
 * check and cookies), and answers the browser with a redirect. Once hydrated, the same form
 * submits by fetch and never comes here.
 */
export function formPost(spec: FormPostSpec) {
  return async function POST(request: Request): Promise<Response> {
    const type = request.headers.get("content-type") ?? "";
    if (!type.startsWith(FORM_TYPE)) return refusal(spec, "unsupported_media_type", null);
    let form: URLSearchParams;
    try {
      form = new URLSearchParams(new TextDecoder("utf-8", { fatal: true }).decode(await readBytes(request, spec.maxBytes ?? FORM_LIMIT)));
    } catch (error) {
      return refusal(spec, error instanceof AppError ? error.code : "invalid_input", null);
    }
    const next = safeNextPath(form.get("next"));
    const reason = spec.check?.(form);
    if (reason) return refusal(spec, "invalid_input", next, reason);
    const headers = new Headers(request.headers);
    headers.set("content-type", "application/json");
    // The answer is read here, not by the browser: no compression to undo.
    headers.delete("accept-encoding");
    headers.delete("content-length");
    const fields = { ...nest(form, spec.fields), ...spec.fixed };
    const body = JSON.stringify(spec.body ? spec.body(form, fields) : fields);
    const params = spec.params?.(form) ?? {};
    const answer = await spec.handler(new Request(request.url, { method: "POST", headers, body }), { params: Promise.resolve(params) });
    const result = (await answer.json().catch(() => ({}))) as Record<string, unknown>;
    if (!answer.ok || result.success !== true) return refusal(spec, typeof result.code === "string" ? result.code : "internal", next);
    return seeOther(spec.onward(result, next, form), answer.headers.getSetCookie());
  };
}
