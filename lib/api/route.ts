import { randomUUID } from "node:crypto";
import { NextResponse } from "next/server";
import { z, type ZodType } from "zod";
import { callerWith, readToken, type Caller, type CallerRead } from "@/lib/auth/session";
import { trustsProxy } from "@/lib/env";
import { logError } from "@/lib/log/logger";
import { CLIENT_ADDRESS_HEADER } from "./client-address";
import type { Locale } from "@/lib/i18n/locales";
import { countDroppedRequest } from "@/lib/request/dropped";
import { inAdminLane } from "./admin-lane";
import { CLIENT_GONE_STATUS, ClientGoneError } from "./client-gone";
import { AppError } from "@/lib/errors/app-error";
import { toAppError } from "./map-error";
import { readMultipartToDisk } from "@/lib/request/multipart-to-disk";
import { asRequest } from "@/lib/request/presence";
import { requestLocale } from "@/lib/request/request-context";
import { gzipJsonAnswer } from "@/lib/request/route-compression";
import { apiText, invalidField, issueText, type ApiText } from "@/lib/i18n/api-text";
import { isCrossSite } from "./origin";
import { findUnsafeText } from "./unsafe-text";

type AuthMode = "none" | "optional" | "user" | "admin" | "teacher";
type CallerFor<A extends AuthMode> = A extends "user" | "admin" | "teacher" ? Caller : Caller | null;

type RouteSpec<A extends AuthMode, P extends ZodType, Q extends ZodType, B extends ZodType, E> = {
  auth: A;
  /** What the handler reads about a signed-in caller, read in the caller's own statement (`alongCaller` of its context). */
  alongCaller?: CallerRead<E>;
  params?: P;
  query?: Q;
  body?: B;
  /** JSON (the default) or multipart/form-data, whose fields reach the schema as strings and Files. */
  bodyFormat?: "json" | "multipart";
  maxBodyBytes?: number;
  /** The API reference's line for it (/api/docs); without it, the `// METHOD /api/path — …` comment above. */
  summary?: string;
};

export type RouteContext<A extends AuthMode, P extends ZodType, Q extends ZodType, B extends ZodType, E = never> = {
  caller: CallerFor<A>;
  /** What the spec's `alongCaller` read; undefined without a caller. */
  alongCaller: E | undefined;
  params: z.output<P>;
  query: z.output<Q>;
  body: z.output<B>;
  request: Request;
  clientAddress: string;
  /** The caller's language (`lang` cookie, else Accept-Language, else uz) and a message key in it. */
  locale: Locale;
  t: (key: string, values?: ApiText["values"]) => string;
};

type Handler<A extends AuthMode, P extends ZodType, Q extends ZodType, B extends ZodType, E> = (
  ctx: RouteContext<A, P, Q, B, E>,
) => Promise<Response | Record<string, unknown>>;

type NextContext = { params: Promise<Record<string, string | string[] | undefined>> };

const emptyObject = z.object({});
const JSON_LIMIT = 100 * 1024;
const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function json(data: Record<string, unknown>, init?: ResponseInit): NextResponse {
  return NextResponse.json({ success: true, ...data }, init);
}

// A database that stalls or restarts is usually back within seconds: clients told when to
// retry come back then rather than at once.
const DATABASE_RETRY_AFTER = "5";

function failure(error: AppError, requestId: string, locale: Locale): NextResponse {
  const retry: Record<string, string> = error.status === 503 ? { "retry-after": DATABASE_RETRY_AFTER } : {};
  const message = apiText(locale, { fallback: error.message, ...error.text });
  return NextResponse.json(
    { success: false, message, code: error.code, ...(error.details ?? {}) },
    { status: error.status, headers: { ...retry, ...error.headers, "x-request-id": requestId } },
  );
}

function firstIssue(error: z.ZodError): ApiText {
  const issue = error.issues[0];
  return issue ? issueText(issue) : { key: "api.errors.invalid_input" };
}

function parse<T extends ZodType>(schema: T, value: unknown): z.output<T> {
  const unsafe = findUnsafeText(value);
  if (unsafe) throw new AppError("invalid_input", invalidField(unsafe.path));
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError("invalid_input", firstIssue(result.error));
  return result.data;
}

/**
 * The body's bytes, counted as they arrive: a chunked body has no Content-Length to check, so
 * reading stops (and the stream is cancelled) as soon as it passes the limit.
 */
export async function readBytes(request: Request, maxBytes: number): Promise<Buffer> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new AppError("payload_too_large");
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new AppError("payload_too_large");
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** `cleanups` collects what the request leaves to delete once its handler is done (an upload's files). */
async function readBody(request: Request, format: "json" | "multipart", maxBytes: number, cleanups: (() => Promise<void>)[]): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  if (format === "multipart" && !type.startsWith("multipart/form-data")) throw new AppError("unsupported_media_type");
  if (format === "multipart") {
    // Files go to disk as they arrive, never whole into memory (issue 46 item 9).
    const { fields, cleanup } = await readMultipartToDisk(request, type, maxBytes);
    cleanups.push(cleanup);
    return fields;
  }
  const bytes = await readBytes(request, maxBytes);
  const text = new TextDecoder().decode(bytes).trim();
  if (!text) return {};
  if (!type.includes("json")) throw new AppError("unsupported_media_type");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError("invalid_json");
  }
}

/**
 * Node fails a body read with `Error: aborted` (code ECONNRESET, which the database check reads
 * as a reset database socket) when the client leaves mid-body; the request's signal may abort
 * just before or just after. Either way it is the client that went, not the database.
 */
function isClientAbort(thrown: unknown, signal: AbortSignal): boolean {
  if (signal.aborted) return true;
  if (thrown instanceof AppError || !(thrown instanceof Error)) return false;
  const code = (thrown as NodeJS.ErrnoException).code;
  return thrown.message === "aborted" || code === "ECONNRESET" || code === "ERR_STREAM_PREMATURE_CLOSE";
}

async function readBodyOfPresentClient(...args: Parameters<typeof readBody>): Promise<unknown> {
  const [request] = args;
  try {
    return await readBody(...args);
  } catch (thrown) {
    if (!isClientAbort(thrown, request.signal)) throw thrown;
    countDroppedRequest("client_gone");
    throw new ClientGoneError();
  }
}

/**
 * Every route handler is declared through this: it authenticates, refuses cross-site
 * writes made with the cookie, validates params, query and body, and answers every
 * failure in the one error shape. The handler itself calls one domain function.
 */
export function route<
  A extends AuthMode,
  P extends ZodType = typeof emptyObject,
  Q extends ZodType = typeof emptyObject,
  B extends ZodType = typeof emptyObject,
  E = never,
>(spec: RouteSpec<A, P, Q, B, E>, handler: Handler<A, P, Q, B, E>) {
  const handle = async (request: Request, context?: NextContext): Promise<Response> => {
    const requestId = randomUUID();
    const path = new URL(request.url).pathname;
    const locale = requestLocale(request.headers);
    const cleanups: (() => Promise<void>)[] = [];
    try {
      const token = readToken(request.headers);
      const siteCheck = { withCookie: token?.source === "cookie", trustProxy: trustsProxy() };
      if (MUTATING.has(request.method) && token?.source !== "bearer" && isCrossSite(request.headers, siteCheck)) {
        throw new AppError("cross_site");
      }
      const signedIn = spec.auth !== "none" && token ? await callerWith(token.token, spec.alongCaller ?? null) : null;
      const caller: Caller | null = signedIn?.caller ?? null;
      if ((spec.auth === "user" || spec.auth === "admin" || spec.auth === "teacher") && !caller) throw new AppError("unauthenticated");
      if (spec.auth === "admin" && caller?.role !== "admin") throw new AppError("admin_only");
      // The role is the one just read from the database: a demoted teacher is refused at once.
      if (spec.auth === "teacher" && caller?.role !== "teacher") throw new AppError("teacher_only");

      // Without a schema the defaults are the empty object, as the type parameters say.
      const params = parse((spec.params ?? emptyObject) as P, (await context?.params) ?? {});
      const query = parse((spec.query ?? emptyObject) as Q, Object.fromEntries(new URL(request.url).searchParams));
      const format = spec.bodyFormat ?? "json";
      const rawBody = MUTATING.has(request.method)
        ? await readBodyOfPresentClient(request, format, spec.maxBodyBytes ?? JSON_LIMIT, cleanups)
        : {};
      const body = parse((spec.body ?? emptyObject) as B, rawBody);

      const work = () =>
        handler({
          caller: caller as CallerFor<A>,
          alongCaller: signedIn?.along,
          params,
          query,
          body,
          request,
          clientAddress: request.headers.get(CLIENT_ADDRESS_HEADER) ?? "unknown",
          locale,
          t: (key, values) => apiText(locale, values ? { key, values } : { key }),
        });
      // A client that left while its request was read and checked is owed nothing (issue 46).
      if (request.signal.aborted) {
        countDroppedRequest("client_gone");
        throw new ClientGoneError();
      }
      // An admin's work waits for its admin's turn; the school's never does (lib/api/admin-lane.ts).
      const result = await asRequest(request.signal, () =>
        spec.auth === "admin" && caller ? inAdminLane(work, { admin: caller.id, signal: request.signal }) : work(),
      );
      return await gzipJsonAnswer(request, result instanceof Response ? result : json(result));
    } catch (thrown) {
      if (thrown instanceof ClientGoneError) return new Response(null, { status: CLIENT_GONE_STATUS, headers: { "x-request-id": requestId } });
      const error = toAppError(thrown);
      if (error.status >= 500) {
        logError("request_failed", {
          requestId,
          method: request.method,
          path,
          status: error.status,
          code: error.code,
          cause: thrown instanceof Error ? `${thrown.name}: ${thrown.message}`.slice(0, 300) : "unknown",
        });
      }
      return gzipJsonAnswer(request, failure(error, requestId, locale));
    } finally {
      await Promise.all(cleanups.map((cleanup) => cleanup().catch(() => {})));
    }
  };
  // The declaration rides along, so tests can walk every route's schemas (tests/api/fuzz.test.ts)
  // and the API reference describes the route from them (lib/api/openapi/document.ts).
  return Object.assign(handle, { spec });
}
