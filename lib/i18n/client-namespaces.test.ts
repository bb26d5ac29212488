import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SHELL_MESSAGES } from "./client-messages";

// Every page's client components find their messages: what they pass to useTranslations is
// covered by the shell's messages or by a <ClientMessages paths={…}> of the page or a layout
// above it (lib/i18n/client-messages.ts). Read from the sources, as the bundler follows imports:
// a module below a "use client" boundary runs in the browser, whatever it says itself.

const root = path.resolve(__dirname, "../..");
const app = path.join(root, "app");
const SPECIAL = /^(page|layout|error|not-found|loading|template)\.tsx$/;

type Module = { client: boolean; imports: string[]; namespaces: string[]; dynamic: boolean };
const modules = new Map<string, Module>();

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/") ? path.join(root, specifier.slice(2)) : specifier.startsWith(".") ? path.resolve(path.dirname(from), specifier) : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, `${base}/index.tsx`, `${base}/index.ts`]) {
    if (existsSync(candidate) && statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

function readModule(file: string): Module {
  const known = modules.get(file);
  if (known) return known;
  const source = readFileSync(file, "utf8");
  const valueImports = [...source.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+["']([^"']+)["']/gm), ...source.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)];
  const module: Module = {
    client: /^["']use client["'];/.test(source.trimStart()),
    imports: valueImports.map((match) => resolveImport(file, match[1]!)).filter((found): found is string => found !== null),
    namespaces: [...source.matchAll(/useTranslations\(\s*["']([\w.]+)["']\s*\)/g)].map((match) => match[1]!),
    // A namespace the source does not spell out (a variable, or the root) cannot be checked.
    dynamic: /useTranslations\(\s*(?!["'][\w.]+["']\s*\))/.test(source),
  };
  modules.set(file, module);
  return module;
}

/** The namespaces the client modules reachable from `file` use, and the modules that name none. */
function clientNeeds(file: string): { namespaces: Set<string>; unchecked: string[] } {
  const namespaces = new Set<string>();
  const unchecked: string[] = [];
  const seen = new Set<string>();
  const visit = (current: string, underClient: boolean) => {
    const module = readModule(current);
    const client = underClient || module.client;
    const key = `${current}|${client}`;
    if (seen.has(key)) return;
    seen.add(key);
    if (client) {
      module.namespaces.forEach((namespace) => namespaces.add(namespace));
      if (module.dynamic) unchecked.push(path.relative(root, current));
    }
    module.imports.forEach((imported) => visit(imported, client));
  };
  visit(file, false);
  return { namespaces, unchecked };
}

function declaredPaths(file: string): string[] {
  const source = readFileSync(file, "utf8");
  return [...source.matchAll(/<ClientMessages\s+paths=\{\[([^\]]*)\]\}/g)].flatMap((match) => [...match[1]!.matchAll(/["']([\w.]+)["']/g)].map((m) => m[1]!));
}

/** The layouts around a special file: its own folder's and every folder's above it up to app/. */
function layoutsAbove(file: string): string[] {
  const layouts: string[] = [];
  for (let dir = path.dirname(file); dir.startsWith(app); dir = path.dirname(dir)) {
    const layout = path.join(dir, "layout.tsx");
    if (existsSync(layout) && layout !== file) layouts.push(layout);
  }
  return layouts;
}

function specialFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "api" && dir === app ? [] : specialFiles(full);
    return SPECIAL.test(name) ? [full] : [];
  });
}

const covers = (given: string, needed: string) => needed === given || needed.startsWith(`${given}.`);

// An admin's pages get every message from the admin layout, so only the pages anyone else can
// see are checked.
const pages = specialFiles(app).filter((file) => !file.startsWith(path.join(app, "[locale]", "admin")));

describe("the messages each page gives its client components", () => {
  it("finds the pages", () => {
    expect(pages.map((file) => path.relative(app, file))).toEqual(expect.arrayContaining(["[locale]/layout.tsx", "[locale]/(site)/my-courses/page.tsx", "[locale]/(site)/courses/error.tsx"]));
  });

  it.each(pages.map((file) => [path.relative(app, file), file]))("%s names what its client components use", (_, file) => {
    const { namespaces, unchecked } = clientNeeds(file);
    expect(unchecked, "client modules whose namespace is not a string literal").toEqual([]);
    const given = [...SHELL_MESSAGES, ...declaredPaths(file), ...layoutsAbove(file).flatMap(declaredPaths)];
    const missing = [...namespaces].filter((needed) => !given.some((path) => covers(path, needed)));
    expect(missing, `not given by the shell or a <ClientMessages> of the page or its layouts`).toEqual([]);
  });

  it.each(pages.map((file) => [path.relative(app, file), file]))("%s names nothing its client components do not use", (_, file) => {
    const below = path.basename(file) === "layout.tsx" ? pages.filter((other) => other.startsWith(path.dirname(file) + path.sep)) : [file];
    const used = below.flatMap((one) => [...clientNeeds(one).namespaces]);
    const unused = declaredPaths(file).filter((declared) => !used.some((needed) => covers(declared, needed) || covers(needed, declared)));
    expect(unused).toEqual([]);
  });
});
