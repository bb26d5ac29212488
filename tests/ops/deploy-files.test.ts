import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

type Service = {
  build?: { context: string; dockerfile: string };
  image?: string;
  env_file?: string | string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  volumes?: string[];
  ports?: string[];
};
const compose = parse(read("compose.yaml"), { merge: true }) as { services: Record<string, Service>; volumes: Record<string, unknown> };
const dockerfile = read("Dockerfile");

describe(".env.example", () => {
  it("lists every variable of README's Configuration table", () => {
    const readme = read("README.md");
    const table = readme.slice(readme.indexOf("## Configuration"), readme.indexOf("\n## ", readme.indexOf("## Configuration") + 1));
    const names = [...table.matchAll(/^\| (.+?) \|/gm)].flatMap((row) => [...row[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!));
    expect(names.length).toBeGreaterThan(15);
    const listed = new Set([...read(".env.example").matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!));
    expect(names.filter((name) => !listed.has(name))).toEqual([]);
  });
});

describe("compose.yaml", () => {
  it("runs PostgreSQL 16/17 with a named volume and a health check", () => {
    const db = compose.services.db!;
    expect(db.image).toMatch(/^postgres:1[67]/);
    const [volume] = db.volumes![0]!.split(":");
    expect(Object.keys(compose.volumes)).toContain(volume);
    expect(db.healthcheck?.test.join(" ")).toContain("pg_isready");
  });

  it("builds two app instances from the Dockerfile, with the secrets from .env, after the database is healthy", () => {
    for (const name of ["app-1", "app-2"]) {
      const app = compose.services[name]!;
      expect(app.build).toEqual({ context: ".", dockerfile: "Dockerfile" });
      expect(app.env_file).toBe(".env");
      expect(app.environment?.DATABASE_URL).toMatch(/@db:5432\//);
      expect(app.environment?.PORT).toBe(/^EXPOSE (\d+)$/m.exec(dockerfile)![1]);
      expect(app.depends_on?.db?.condition).toBe("service_healthy");
    }
    const example = read(".env.example");
    for (const secret of ["JWT_SECRET", "ADMIN_PHONE", "ADMIN_PASSWORD", "POSTGRES_PASSWORD"]) expect(example).toMatch(new RegExp(`^${secret}=`, "m"));
  });

  it("balances the two instances behind a proxy whose committed config names both", () => {
    const proxy = compose.services.proxy!;
    const mount = proxy.volumes!.find((volume) => volume.startsWith("./"))!;
    const config = mount.split(":")[0]!;
    expect(existsSync(path.join(root, config))).toBe(true);
    expect(read(config)).toMatch(/app-1:3000 app-2:3000/);
  });
});

describe("Dockerfile", () => {
  it.each([
    ["an official Node slim base chosen by a build argument", /^ARG BASE_IMAGE=node:2\d-slim$/m],
    ["npm ci", /npm ci\b/],
    ["the compiled server", /scripts\/build-server\.mjs/],
    ["a non-root user", /^USER qadam$/m],
    ["a health check on /api/health", /^HEALTHCHECK .*\n?.*\/api\/health/m],
    ["SIGTERM as the stop signal", /^STOPSIGNAL SIGTERM$/m],
    ["node server.js as the command", /^CMD \["node", "server\.js"\]$/m],
  ])("has %s", (_what, pattern) => {
    expect(dockerfile).toMatch(pattern);
  });
});
