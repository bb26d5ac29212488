import { randomUUID } from "node:crypto";
import { NextResponse } from "next/server";
import { z, type ZodType } from "zod";
import { callerFromToken, readToken, type Caller } from "@/lib/auth/session";
import { logError } from "@/lib/log/logger";
import { CLIENT_ADDRESS_HEADER } from "./client-address";
import { AppError, errorCatalogue } from "./errors";
import { toAppError } from "./map-error";
import { isCrossSite } from "./origin";

type AuthMode = "none" | "optional" | "user" | "admin";
type CallerFor<A extends AuthMode> = A extends "user" | "admin" ? Caller : Caller | null;

type RouteSpec<A extends AuthMode, P extends ZodType, Q extends ZodType, B extends ZodType> = {
  auth: A;
  params?: P;
  query?: Q;
  body?: B;
  /** JSON (the default) or multipart/form-data, whose fields reach the schema as strings and Files. */
  bodyFormat?: "json" | "multipart";
  maxBodyBytes?: number;
};

export type RouteContext<A extends AuthMode, P extends ZodType, Q extends ZodType, B extends ZodType> = {
  caller: CallerFor<A>;
  params: z.output<P>;
  query: z.output<Q>;
  body: z.output<B>;
  request: Request;
  clientAddress: string;
};

type Handler<A extends AuthMode, P extends ZodType, Q extends ZodType, B extends ZodType> = (
  ctx: RouteContext<A, P, Q, B>,
) => Promise<Response | Record<string, unknown>>;

type NextContext = { params: Promise<Record<string, string | string[] | undefined>> };

const emptyObject = z.object({});
const JSON_LIMIT = 100 * 1024;
const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function json(data: Record<string, unknown>, init?: ResponseInit): NextResponse {
  return NextResponse.json({ success: true, ...data }, init);
}

function failure(error: AppError, requestId: string): NextResponse {
  return NextResponse.json(
    { success: false, message: error.message, code: error.code, ...(error.details ?? {}) },
    { status: error.status, headers: { ...error.headers, "x-request-id": requestId } },
  );
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return errorCatalogue.invalid_input.message;
  // Messages written in the schemas are the spec's; zod's own English ones name the field.
  const custom = issue.message && !/^(Invalid|Expected|Too|Unrecognized)/.test(issue.message);
  return custom ? issue.message : `${errorCatalogue.invalid_input.message}: ${issue.path.join(".") || "body"}`;
}

function parse<T extends ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError("invalid_input", firstIssue(result.error));
  return result.data;
}

async function readBody(request: Request, format: "json" | "multipart", maxBytes: number): Promise<unknown> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new AppError("payload_too_large");
  const type = request.headers.get("content-type") ?? "";
  if (format === "multipart") {
    if (!type.startsWith("multipart/form-data")) throw new AppError("unsupported_media_type");
    const bytes = await request.arrayBuffer();
    if (bytes.byteLength > maxBytes) throw new AppError("payload_too_large");
    const form = await new Response(bytes, { headers: { "content-type": type } }).formData().catch(() => {
      throw new AppError("invalid_input");
    });
    return Object.fromEntries(form.entries());
  }
  const bytes = await request.arrayBuffer();
  if (bytes.byteLength > maxBytes) throw new AppError("payload_too_large");
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
 * Every route handler is declared through this: it authenticates, refuses cross-site
 * writes made with the cookie, validates params, query and body, and answers every
 * failure in the one error shape. The handler itself calls one domain function.
 */
export function route<
  A extends AuthMode,
  P extends ZodType = typeof emptyObject,
  Q extends ZodType = typeof emptyObject,
  B extends ZodType = typeof emptyObject,
>(spec: RouteSpec<A, P, Q, B>, handler: Handler<A, P, Q, B>) {
  return async (request: Request, context?: NextContext): Promise<Response> => {
    const requestId = randomUUID();
    const path = new URL(request.url).pathname;
    try {
      const token = readToken(request.headers);
      if (MUTATING.has(request.method) && token?.source !== "bearer" && isCrossSite(request.headers)) {
        throw new AppError("cross_site");
      }
      let caller: Caller | null = null;
      if (spec.auth !== "none" && token) caller = await callerFromToken(token.token);
      if ((spec.auth === "user" || spec.auth === "admin") && !caller) throw new AppError("unauthenticated");
      if (spec.auth === "admin" && caller?.role !== "admin") throw new AppError("admin_only");

      // Without a schema the defaults are the empty object, as the type parameters say.
      const params = parse((spec.params ?? emptyObject) as P, (await context?.params) ?? {});
      const query = parse((spec.query ?? emptyObject) as Q, Object.fromEntries(new URL(request.url).searchParams));
      const format = spec.bodyFormat ?? "json";
      const rawBody = MUTATING.has(request.method)
        ? await readBody(request, format, spec.maxBodyBytes ?? JSON_LIMIT)
        : {};
      const body = parse((spec.body ?? emptyObject) as B, rawBody);

      const result = await handler({
        caller: caller as CallerFor<A>,
        params,
        query,
        body,
        request,
        clientAddress: request.headers.get(CLIENT_ADDRESS_HEADER) ?? "unknown",
      });
      return result instanceof Response ? result : json(result);
    } catch (thrown) {
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
      return failure(error, requestId);
    }
  };
}
