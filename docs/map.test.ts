import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { handlersOf, routeFiles, urlOf } from "@/scripts/openapi-index";

// docs/map.md is where a newcomer finds the file behind a URL: every page and every route
// handler must be in it.

const map = readFileSync("docs/map.md", "utf8");

function pageFiles(dir = "app"): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return path === "app/api" ? [] : pageFiles(path);
    return entry.name === "page.tsx" ? [path] : [];
  });
}

describe("docs/map.md", () => {
  it("names every page's file", () => {
    const pages = pageFiles();
    expect(pages.length).toBeGreaterThan(20);
    expect(pages.filter((file) => !map.includes(`\`${file}\``))).toEqual([]);
  });

  it("has a row for every method of every route handler", () => {
    const missing = routeFiles().flatMap((file) =>
      handlersOf(readFileSync(file, "utf8"))
        .filter(({ method }) => !map.includes(`| ${method} | \`${urlOf(file)}\` |`))
        .map(({ method }) => `${method} ${urlOf(file)} (${file})`),
    );
    expect(missing).toEqual([]);
  });

  it("names only files that exist", () => {
    const named = [...map.matchAll(/`((?:app|components|lib)\/[^`]+\.tsx?)`/g)].map((match) => match[1]!);
    const absent = named.filter((file) => {
      try {
        readFileSync(file);
        return false;
      } catch {
        return true;
      }
    });
    expect(absent).toEqual([]);
  });
});
