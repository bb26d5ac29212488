import type { ZodType } from "zod";

// What the API reference knows of one handler. route() (lib/api/route.ts) records its
// declaration on the handler as `spec`; a handler that cannot be built with route() (a payment
// provider's callback that must answer in the provider's own format, a health check) describes
// itself with `described()`.

export type AuthMode = "none" | "optional" | "user" | "admin" | "teacher";

export type OperationResponse = { description: string; contentType?: string; schema?: ZodType | Record<string, unknown> };

export type OperationSpec = {
  auth: AuthMode;
  params?: ZodType;
  query?: ZodType;
  body?: ZodType;
  bodyFormat?: "json" | "multipart";
  /** One line for the reference; without it, the `// METHOD /api/path — summary` comment. */
  summary?: string;
  /** Answers other than route()'s `{ success: true, … }` and its error shape, by status. */
  responses?: Record<string, OperationResponse>;
};

/** One route file of the generated index (app/api/docs/route-index.ts). */
export type IndexedRoute = {
  file: string;
  url: string;
  /** Null for the reference's own routes, described in document.ts. */
  module: Record<string, unknown> | null;
  summaries: Record<string, string>;
};

/** A handler written by hand, with what the reference says of it. */
export function described<H extends (...args: never[]) => unknown>(spec: OperationSpec, handler: H): H & { openapi: OperationSpec } {
  return Object.assign(handler, { openapi: spec });
}

/** The description a route module's export carries: route()'s `spec`, else a hand-written one. */
export function operationSpecOf(handler: unknown): OperationSpec | null {
  if (typeof handler !== "function") return null;
  const carried = handler as { spec?: OperationSpec; openapi?: OperationSpec };
  return carried.openapi ?? carried.spec ?? null;
}
