import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import { signToken } from "@/lib/auth/token";
import { db } from "@/lib/db/client";
import { call, type CallOptions } from "../support/call";
import { createCourse } from "../support/course-factory";
import { createUser, type TestUser } from "../support/factories";

// Every route handler × every field of its body, query and path, fed what a hostile client
// sends (DESIGN.md: "a clear 4xx, never a 500, never a partial write"). A 4xx answer must leave
// every table as it was; only the rate-limit counters may move.

type Spec = { auth: string; params?: ZodType; query?: ZodType; body?: ZodType; bodyFormat?: "json" | "multipart" };
type Handler = Parameters<typeof call>[0] & { spec: Spec };
type RouteModule = Record<string, unknown>;

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
const modules = import.meta.glob<RouteModule>("/app/api/**/route.ts", { eager: true });

function deeplyNested(depth: number): unknown {
  let value: unknown = "leaf";
  for (let i = 0; i < depth; i += 1) value = { a: [value] };
  return value;
}

const HOSTILE_VALUES: [name: string, value: unknown][] = [
  ["NUL", "a\u0000b"],
  ["lone surrogate", "a\ud800b"],
  ["malformed percent-encoding", "%E0%A4%A"],
  ["1e308", 1e308],
  ["-0", -0],
  ["negative", -1],
  ["fraction", 0.5],
  ["deep nesting", deeplyNested(200)],
  ["long string", "y".repeat(50_000)],
  ["huge string", "x".repeat(200_000)],
  ["array", ["\u0000"]],
  ["operator object", { $gt: "" }],
  ["null", null],
];

const HOSTILE_IDS = ["\u0000", "a\u0000b", "a\ud800", "%E0%A4%A", "x".repeat(10_000), "../../etc/passwd", "1e308", "-0", "' OR 1=1 --"];

const HOSTILE_RAW_BODIES: [name: string, body: string][] = [
  ["a bare NUL", '"\\u0000"'],
  ["an array", "[]"],
  ["a number", "1e308"],
  ["unterminated JSON", '{"a":'],
  ["deep nesting text", `${"[".repeat(100_000)}${"]".repeat(100_000)}`],
  ["a lone surrogate escape", '{"fullName":"\\ud800"}'],
];

/** A value each field accepts, so that one hostile field at a time reaches deep into the route. */
const PLAUSIBLE: Record<string, unknown> = {
  fullName: "Ali Valiyev",
  phone: "+998 90 111 22 33",
  password: "secret123",
  currentPassword: "secret123",
  newPassword: "secret456",
  title: "Yangi kurs",
  description: "Tavsif",
  instructor: "Ustoz",
  price: 100_000,
  amount: 50_000,
  duration: "4 hafta",
  level: "Boshlang'ich",
  category: "web",
  tags: ["html"],
  status: "active",
  order: 1,
  step: 5,
  role: "student",
  reason: "Sabab",
  videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  codeSourceUrl: "https://github.com/qadam/example",
  paymentMethod: "card",
  transactionId: "TX-1",
  score: 5,
  note: "",
  balance: 1000,
  page: 1,
  limit: 10,
  search: "Ali",
  meta: { region: "Toshkent", district: "Chirchiq shahri", school: "12-maktab", grade: "9-sinf" },
  files: [{ name: "index.html", content: "<h1>Salom</h1>" }],
  kind: "web",
  titleUz: "Mashq",
  titleRu: "Упражнение",
  statementUz: "Shart",
  statementRu: "Условие",
  starterFiles: [{ name: "index.html", content: "" }],
  hintsUz: ["Maslahat"],
  hintsRu: ["Подсказка"],
  checks: [{ type: "exists", selector: "h1" }],
  solutionFiles: [{ name: "index.html", content: "<h1>Salom</h1>" }],
  published: true,
  ids: [],
};

function innerDef(schema: unknown): Record<string, unknown> | undefined {
  return (schema as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
}

/** The field names a zod schema reads: objects, unions of objects, and their wrappers. */
function fieldNames(schema: unknown, seen = new Set<unknown>()): string[] {
  const def = innerDef(schema);
  if (!def || seen.has(schema)) return [];
  seen.add(schema);
  if (def.type === "object") return Object.keys(def.shape as Record<string, unknown>);
  const nested = [def.innerType, def.in, def.out, def.left, def.right, ...((def.options as unknown[]) ?? [])];
  return [...new Set(nested.flatMap((part) => fieldNames(part, seen)))];
}

function routePath(file: string): string {
  return file.replace(/^\/app/, "").replace(/\/route\.ts$/, "");
}

let admin: TestUser;
let fingerprintSql: string;

/** Every table's rows as one digest per table, rate-limit counters aside. */
async function fingerprint(): Promise<Record<string, string | null>> {
  const rows = await db().$queryRawUnsafe<{ name: string; digest: string | null }[]>(fingerprintSql);
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}

/** A fresh token each call: a route may have bumped the admin's token version (password change). */
async function adminToken(): Promise<string> {
  const user = await db().user.findUniqueOrThrow({ where: { id: admin.id }, select: { tokenVersion: true, role: true } });
  return signToken({ sub: admin.id, ver: user.tokenVersion, role: user.role, fullName: admin.fullName, phone: admin.phone, sid: admin.sessionId });
}

function paramsFor(path: string, names: string[], fixtures: Record<string, string>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const name of names) {
    if (name === "id") {
      if (path.includes("/users/") || path.includes("/offline/students/")) params.id = fixtures.userId!;
      else if (path.includes("/payments/")) params.id = fixtures.paymentId!;
      else if (path.includes("/notifications/")) params.id = fixtures.notificationId!;
      else if (path.includes("/course-images/")) params.id = fixtures.imageId!;
      else if (path.includes("/exercises/")) params.id = fixtures.exerciseId!;
      else params.id = fixtures.courseId!;
    } else params[name] = fixtures[name] ?? "x";
  }
  return params;
}

function plausibleBody(fields: string[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field, PLAUSIBLE[field] ?? "x"]));
}

function asForm(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    form.set(key, typeof value === "string" ? value : JSON.stringify(value) ?? "");
  }
  return form;
}

type Case = { name: string; options: CallOptions };

function casesFor(path: string, method: string, spec: Spec, fixtures: Record<string, string>): Case[] {
  const paramNames = fieldNames(spec.params);
  const params = paramsFor(path, paramNames, fixtures);
  const bodyFields = fieldNames(spec.body);
  const queryFields = fieldNames(spec.query);
  const base = plausibleBody(bodyFields);
  const multipart = spec.bodyFormat === "multipart";
  const withBody = (body: Record<string, unknown>) => (method === "GET" ? undefined : multipart ? asForm(body) : body);
  const cases: Case[] = [{ name: "plausible", options: { method, path, params, body: withBody(base) } }];
  for (const field of bodyFields) {
    for (const [name, value] of HOSTILE_VALUES) {
      if (multipart && typeof value !== "string") continue;
      cases.push({ name: `body.${field} = ${name}`, options: { method, path, params, body: withBody({ ...base, [field]: value }) } });
    }
  }
  for (const field of queryFields) {
    for (const [name, value] of HOSTILE_VALUES) {
      if (typeof value !== "string" && typeof value !== "number") continue;
      cases.push({ name: `query.${field} = ${name}`, options: { method, path, params, query: { [field]: String(value) }, body: withBody(base) } });
    }
  }
  for (const param of paramNames) {
    for (const id of HOSTILE_IDS) {
      cases.push({ name: `params.${param} = ${JSON.stringify(id).slice(0, 30)}`, options: { method, path, params: { ...params, [param]: id }, body: withBody(base) } });
    }
  }
  if (method !== "GET" && !multipart) {
    for (const [name, raw] of HOSTILE_RAW_BODIES) cases.push({ name: `raw body: ${name}`, options: { method, path, params, body: raw } });
  }
  return cases;
}

/** Fresh records for one route, so that a DELETE before it in the list takes nothing from it. */
async function createFixtures(): Promise<Record<string, string>> {
  const victim = await createUser({ role: "student_offline", balance: 10_000 });
  const course = await createCourse({ title: "Fuzz kursi" });
  const image = await db().courseImage.create({ data: { mimeType: "image/png", size: 1, data: Buffer.from([0]) } });
  const payment = await db().payment.create({ data: { userId: victim.id, kind: "topup", amount: 10_000 } });
  const notification = await db().notification.create({ data: { type: "user_registered", title: "Fuzz", body: "Fuzz" } });
  const exercise = await db().exercise.create({
    data: { lessonId: course.modules[0]!.lessons[0]!.id, kind: "web", titleUz: "Fuzz", titleRu: "Fuzz", statementUz: "S", statementRu: "S", published: true, hintsUz: ["h"], hintsRu: ["h"], checks: [{ type: "exists", selector: "h1" }] },
  });
  // The user has practice to show (GET /api/admin/users/{id}/practice reads their last submission).
  await db().submission.create({
    data: { userId: victim.id, exerciseId: exercise.id, files: [{ name: "index.html", content: "<h2>Fuzz</h2>" }], passed: false, verdict: "ok", results: [{ check: 0, passed: false, message: { key: "practice.check.missing", values: { selector: "h1" } } }] },
  });
  return {
    courseId: course.id,
    moduleId: course.modules[0]!.id,
    lessonId: course.modules[0]!.lessons[0]!.id,
    userId: victim.id,
    paymentId: payment.id,
    notificationId: notification.id,
    imageId: image.id,
    exerciseId: exercise.id,
    index: "0",
    code: "ABCDEFGHJK",
    table: "users",
    date: "2026-11-20",
  };
}

beforeAll(async () => {
  admin = await createUser({ role: "admin" });
  const tables = await db().$queryRaw<{ name: string }[]>`
    SELECT tablename AS name FROM pg_tables
    WHERE schemaname = 'public' AND tablename NOT IN ('RateLimitCounter', 'LoginThrottle', '_prisma_migrations')`;
  fingerprintSql = tables
    .map(({ name }) => `SELECT '${name}' AS name, md5(string_agg(t::text, ',' ORDER BY t::text)) AS digest FROM "${name}" t`)
    .join(" UNION ALL ");
});

const ROUTES = Object.entries(modules).flatMap(([file, module]) =>
  METHODS.filter((method) => typeof module[method] === "function").map((method) => ({ path: routePath(file), method, handler: module[method] as Handler })),
);

describe("hostile input on every route", () => {
  it("finds the routes, each declared through route() or reading nothing of the request", () => {
    expect(ROUTES.length).toBeGreaterThan(30);
    for (const { path, method, handler } of ROUTES) {
      expect(handler.spec !== undefined || handler.length === 0, `${method} ${path}`).toBe(true);
    }
  });

  it.each(ROUTES.filter((route) => route.handler.spec).map((route) => [`${route.method} ${route.path}`, route] as const))("%s: no 5xx, and no write on a 4xx", async (_name, route) => {
    const failures: string[] = [];
    const fixtures = await createFixtures();
    for (const { name, options } of casesFor(route.path, route.method, route.handler.spec, fixtures)) {
      const before = await fingerprint();
      const clientAddress = `10.${randomBytes(3).join(".")}`;
      const res = await call(route.handler, { ...options, token: await adminToken(), clientAddress });
      if (res.status >= 500) failures.push(`${name}: ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
      else if (res.status >= 400) {
        const after = await fingerprint();
        if (JSON.stringify(after) !== JSON.stringify(before)) failures.push(`${name}: ${res.status} but the database changed`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
