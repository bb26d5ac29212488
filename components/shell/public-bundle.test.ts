import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Issue 14, lean public pages: what a visitor's browser downloads first is every module reached
// by static imports from a "use client" file of the public pages. Libraries a page needs only
// after a click (forms, dialogs, toasts, the admin's live socket) must be reached through
// `import()` or `next/dynamic` instead, which start their own chunks. This walks the import graph
// of the source, as the bundler does, and names the path by which a library got in.

const root = path.resolve(import.meta.dirname, "../..");

/** The public pages and everything Next renders around them. */
const ENTRIES = [
  "app/[locale]/layout.tsx",
  "app/[locale]/error.tsx",
  "app/[locale]/not-found.tsx",
  "app/[locale]/(site)/layout.tsx",
  "app/[locale]/(site)/home/page.tsx",
  "app/[locale]/(site)/courses/error.tsx",
  "app/[locale]/(site)/courses/(catalogue)/page.tsx",
  "app/[locale]/(site)/courses/[id]/layout.tsx",
  "app/[locale]/(site)/courses/[id]/page.tsx",
  "app/[locale]/(site)/offline/page.tsx",
  "app/[locale]/(site)/debtors/page.tsx",
];

/** Packages that only a later interaction needs, never the first load of a public page. */
const LATER_ONLY = ["zod", "react-hook-form", "@hookform/resolvers", "socket.io-client", "sonner", "@tanstack/react-query", "qrcode", "date-fns"];

const IMPORT = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:([\s\S]*?)\s+from\s+)?["']([^"']+)["']/g;

function resolveFile(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/") ? path.join(root, specifier.slice(2)) : path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (existsSync(candidate) && !candidate.endsWith("/") && /\.(tsx?|mjs|js)$/.test(candidate)) return candidate;
  }
  return null;
}

function packageName(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!;
}

/** The value imports of a file (`import type` and `{ type X }`-only imports are erased). */
function importsOf(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const found: string[] = [];
  for (const match of source.matchAll(IMPORT)) {
    const [, , typeOnly, clause, specifier] = match;
    if (typeOnly) continue;
    if (clause && /^\{[^}]*\}$/.test(clause.trim()) && clause.replace(/[{}\s]/g, "").split(",").filter(Boolean).every((name) => name.startsWith("type"))) continue;
    found.push(specifier!);
  }
  return found;
}

const isClient = (file: string) => /^\s*["']use client["']/.test(readFileSync(file, "utf8"));

/** Every package reached by the client side of the public pages, with the chain that reached it. */
function clientPackages(): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  const seen = new Set<string>();
  const visit = (file: string, client: boolean, chain: string[]) => {
    const here = client || isClient(file);
    const key = `${file}|${here}`;
    if (seen.has(key)) return;
    seen.add(key);
    const trail = [...chain, path.relative(root, file)];
    for (const specifier of importsOf(file)) {
      if (specifier.startsWith("@/") || specifier.startsWith(".")) {
        const next = resolveFile(file, specifier);
        if (next) visit(next, here, trail);
      } else if (here && !packages.has(packageName(specifier))) {
        packages.set(packageName(specifier), trail);
      }
    }
  };
  for (const entry of ENTRIES) visit(path.join(root, entry), false, []);
  return packages;
}

describe("the first load of the public pages", () => {
  const packages = clientPackages();

  it("reaches the client components it should (the walk works)", () => {
    expect(packages.has("next-intl")).toBe(true);
    expect(packages.get("next-intl")?.some((file) => file.startsWith("components/shell/"))).toBe(true);
  });

  it.each(LATER_ONLY)("does not import %s eagerly", (name) => {
    expect(packages.get(name), `${name} reached through ${packages.get(name)?.join(" → ")}`).toBeUndefined();
  });
});
