import { z, type ZodType } from "zod";
import { errorCatalogue } from "@/lib/errors/app-error";
import { TOKEN_COOKIE } from "@/lib/auth/token";
import { operationSpecOf, type IndexedRoute, type OperationSpec } from "./describe";

// OpenAPI 3.1 from the route handlers' own zod schemas (zod 4's JSON Schema output, whose
// draft 2020-12 is OpenAPI 3.1's dialect). Served at /api/docs/openapi.json, read by people
// who build a mobile app or a bot on this API.

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type JsonSchema = Record<string, unknown>;
type Parameter = { name: string; in: "path" | "query"; required: boolean; schema: JsonSchema; description?: string };

/** The reference's own routes (their module imports the index, so it cannot list them). */
const OWN_ROUTES: Record<string, Record<string, OperationSpec>> = {
  "/api/docs": {
    GET: { auth: "none", summary: "this reference, for people (Redoc)", responses: { "200": { description: "HTML page", contentType: "text/html" } } },
  },
  "/api/docs/openapi.json": {
    GET: { auth: "none", summary: "this reference as OpenAPI 3.1", responses: { "200": { description: "The OpenAPI document", contentType: "application/json" } } },
  },
  "/api/docs/viewer.js": {
    GET: { auth: "none", summary: "the reference viewer's script", responses: { "200": { description: "JavaScript", contentType: "text/javascript" } } },
  },
};

function jsonSchema(schema: ZodType | JsonSchema, io: "input" | "output"): JsonSchema {
  if (!(schema instanceof z.ZodType)) return schema;
  const converted = z.toJSONSchema(schema, {
    io,
    // Files, dates and transforms have no JSON Schema of their own: they are described as any value.
    unrepresentable: "any",
    override: (context) => {
      const def = context.zodSchema._zod.def as { type: string; fn?: unknown };
      if (def.type === "custom") Object.assign(context.jsonSchema, { type: "string", format: "binary" });
    },
  }) as JsonSchema;
  delete converted.$schema;
  return converted;
}

/** The properties of an object schema (or of each member of a union of them), as parameters. */
function parametersOf(schema: ZodType | undefined, place: "path" | "query"): Parameter[] {
  if (!schema) return [];
  const converted = jsonSchema(schema, "input");
  const members = [converted, ...((converted.anyOf ?? converted.oneOf ?? []) as JsonSchema[])];
  const byName = new Map<string, Parameter>();
  for (const member of members) {
    const properties = (member.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((member.required ?? []) as string[]);
    for (const [name, property] of Object.entries(properties)) {
      if (byName.has(name)) continue;
      const { description, ...rest } = property;
      byName.set(name, {
        name,
        in: place,
        required: place === "path" || (required.has(name) && members.length === 1),
        schema: rest,
        ...(typeof description === "string" ? { description } : {}),
      });
    }
  }
  return [...byName.values()];
}

function tagOf(url: string): string {
  const [, , area = "api", sub] = url.split("/");
  return area === "admin" && sub ? `admin/${sub.replace(/\{.*\}/, "")}` : area;
}

const errorResponse = (codes: string[]) => ({
  description: `Error: ${codes.join(", ")}`,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

/** The error codes an operation can answer whatever it does: input, the caller, the origin. */
function commonErrors(spec: OperationSpec, method: string): Record<string, ReturnType<typeof errorResponse>> {
  const errors: Record<string, string[]> = {};
  const add = (code: keyof typeof errorCatalogue) => (errors[String(errorCatalogue[code].status)] ??= []).push(code);
  if (spec.params || spec.query || spec.body || method !== "GET") add("invalid_input");
  if (method !== "GET" && method !== "DELETE") add(spec.bodyFormat === "multipart" ? "unsupported_media_type" : "invalid_json");
  if (spec.auth === "user" || spec.auth === "admin" || spec.auth === "teacher") add("unauthenticated");
  if (spec.auth === "admin") add("admin_only");
  if (spec.auth === "teacher") add("teacher_only");
  if (method !== "GET") add("cross_site");
  add("too_many_requests");
  add("database_unavailable");
  return Object.fromEntries(Object.entries(errors).map(([status, codes]) => [status, errorResponse(codes)]));
}

function operation(url: string, method: string, spec: OperationSpec, commentSummary: string) {
  const parameters = [...parametersOf(spec.params, "path"), ...parametersOf(spec.query, "query")];
  // A path parameter the schema does not name (a route() without params) is still a parameter.
  for (const name of url.match(/\{([^}]+)\}/g) ?? []) {
    const bare = name.slice(1, -1);
    if (!parameters.some((parameter) => parameter.in === "path" && parameter.name === bare)) {
      parameters.unshift({ name: bare, in: "path", required: true, schema: { type: "string" } });
    }
  }
  const responses: Record<string, unknown> = spec.responses
    ? Object.fromEntries(
        Object.entries(spec.responses).map(([status, answer]) => [
          status,
          { description: answer.description, ...(answer.contentType ? { content: { [answer.contentType]: answer.schema ? { schema: jsonSchema(answer.schema, "output") } : {} } } : {}) },
        ]),
      )
    : { "200": { description: "`success: true` and what the operation answers", content: { "application/json": { schema: { $ref: "#/components/schemas/Success" } } } } };
  const security =
    spec.auth === "none" ? [] : spec.auth === "optional" ? [{}, { bearer: [] }, { cookie: [] }] : [{ bearer: [] }, { cookie: [] }];
  return {
    operationId: `${method.toLowerCase()}${url.replace(/\{([^}]+)\}/g, "by-$1").replace(/[^a-zA-Z0-9]+(.)?/g, (_, next: string | undefined) => (next ? next.toUpperCase() : ""))}`,
    summary: spec.summary ?? (commentSummary || `${method} ${url}`),
    tags: [tagOf(url)],
    ...(spec.auth === "admin" ? { description: "Admins only (the role is read again from the database on every call)." } : {}),
    ...(spec.auth === "teacher"
      ? { description: "Teachers only, for the students of their own groups (the role and the groups are read again from the database on every call)." }
      : {}),
    parameters,
    ...(spec.body
      ? {
          requestBody: {
            required: true,
            content: { [spec.bodyFormat === "multipart" ? "multipart/form-data" : "application/json"]: { schema: jsonSchema(spec.body, "input") } },
          },
        }
      : {}),
    responses: { ...responses, ...commonErrors(spec, method) },
    security,
  };
}

/** The routes of the index, each method with its description; `undescribed` names handlers that have none. */
export function openApiDocument(routes: IndexedRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  const undescribed: string[] = [];
  for (const entry of routes) {
    const own = OWN_ROUTES[entry.url];
    for (const method of METHODS) {
      const spec = own ? own[method] : operationSpecOf(entry.module?.[method]);
      if (!spec) {
        if (entry.module?.[method] !== undefined || (own && entry.summaries[method] !== undefined)) undescribed.push(`${method} ${entry.url}`);
        continue;
      }
      (paths[entry.url] ??= {})[method.toLowerCase()] = operation(entry.url, method, spec, entry.summaries[method] ?? "");
    }
  }
  const document = {
    openapi: "3.1.0",
    info: {
      title: "Qadam API",
      version: "1",
      description: [
        "Every answer is JSON with `success`. A failure answers `success: false`, a `code` (act on it, never on the words) and a `message` in the caller's language (the `lang` cookie, else `Accept-Language`, else Uzbek).",
        "Course, module, lesson and exercise texts (`title`, `description`, an exercise's `statement`) are answered in the caller's language, in Uzbek where no Russian was written. The CMS answers (`/api/admin/**`) carry beside them the stored pair, `titleUz`/`titleRu` and `descriptionUz`/`descriptionRu` (a Russian text is null when none was written); their writes take `title` and `description` in Uzbek and the optional `titleRu` and `descriptionRu` (not sent: kept; empty or null: removed).",
        "Sign in with `POST /api/auth/login`: it answers a token for `Authorization: Bearer` and sets the httpOnly `jwt` cookie for browsers. Writes with the cookie must come from this site.",
      ].join("\n\n"),
    },
    servers: [{ url: "/" }],
    tags: [...new Set(Object.keys(paths).map(tagOf))].sort().map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
        cookie: { type: "apiKey", in: "cookie", name: TOKEN_COOKIE },
      },
      schemas: {
        Success: { type: "object", required: ["success"], properties: { success: { const: true } }, additionalProperties: true },
        Error: {
          type: "object",
          required: ["success", "code", "message"],
          properties: {
            success: { const: false },
            code: { type: "string", enum: Object.keys(errorCatalogue) },
            message: { type: "string", description: "In the caller's language" },
          },
          additionalProperties: true,
        },
      },
    },
  };
  return { document, undescribed };
}
