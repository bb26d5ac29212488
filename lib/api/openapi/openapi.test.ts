import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { INDEX_FILE, routeIndexSource } from "@/scripts/openapi-index";
import { openApiDocument } from "./document";
import { ROUTES } from "@/app/api/docs/route-index";

// The API reference (/api/docs) lists every route under app/api with its schemas; a route that
// is missing from it, or a handler with no description, fails here.

const modules = import.meta.glob<Record<string, unknown>>("/app/api/**/route.ts", { eager: true });
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];
const urlOf = (file: string) => file.replace(/^\/app/, "").replace(/\/route\.ts$/, "").replace(/\[(?:\.\.\.)?([^\]]+)\]/g, "{$1}");
const { document, undescribed } = openApiDocument(ROUTES);
type Operation = {
  summary: string;
  parameters: { name: string; in: string; required: boolean }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> };
  responses: Record<string, unknown>;
  security: unknown[];
};
const operationOf = (url: string, method: string) => (document.paths[url]?.[method] as Operation | undefined);

describe("the API reference", () => {
  it("is generated from the current route files (else run npm run openapi)", () => {
    expect(readFileSync(INDEX_FILE, "utf8")).toBe(routeIndexSource());
  });

  it("has every method of every route under app/api", () => {
    const missing: string[] = [];
    for (const [file, module] of Object.entries(modules)) {
      for (const method of METHODS.filter((name) => name in module)) {
        if (!operationOf(urlOf(file), method.toLowerCase())) missing.push(`${method} ${urlOf(file)}`);
      }
    }
    expect(Object.keys(modules).length).toBeGreaterThan(40);
    expect(missing).toEqual([]);
    expect(undescribed).toEqual([]);
  });

  it("describes each operation from the handler's own schemas", () => {
    const login = operationOf("/api/auth/login", "post")!;
    expect(login.summary).toBe("check phone and password, answer a token and set the cookies (session, known device)");
    expect(login.requestBody!.content["application/json"]!.schema.required).toEqual(expect.arrayContaining(["phone", "password"]));
    expect(login.security).toEqual([]);

    const enroll = operationOf("/api/courses/{id}/enroll", "post")!;
    expect(enroll.parameters).toContainEqual(expect.objectContaining({ name: "id", in: "path", required: true }));
    expect(Object.keys(enroll.responses)).toEqual(expect.arrayContaining(["200", "400", "401", "403", "503"]));

    const payments = operationOf("/api/admin/payments", "get")!;
    expect(payments.parameters.filter((parameter) => parameter.in === "query").map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(["search", "page"]),
    );
    expect(payments.responses["403"]).toBeDefined();

    const upload = operationOf("/api/admin/courses", "post")!;
    expect(Object.keys(upload.requestBody!.content)).toEqual(["multipart/form-data"]);
  });

  it("names every path parameter of every URL", () => {
    for (const [url, operations] of Object.entries(document.paths)) {
      const names = (url.match(/\{([^}]+)\}/g) ?? []).map((name) => name.slice(1, -1));
      for (const operation of Object.values(operations) as Operation[]) {
        const inPath = operation.parameters.filter((parameter) => parameter.in === "path").map((parameter) => parameter.name);
        expect(inPath.sort(), url).toEqual([...names].sort());
      }
    }
  });

  it("is JSON, OpenAPI 3.1, with unique operation ids", () => {
    const text = JSON.stringify(document);
    expect(JSON.parse(text).openapi).toBe("3.1.0");
    const ids = Object.values(document.paths).flatMap((operations) => Object.values(operations).map((operation) => (operation as { operationId: string }).operationId));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
