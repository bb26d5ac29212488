import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// DESIGN.md: clients translate by `code`, never by matching words. This fails on code that
// reads an answer's message to decide something (as lib/courses/insufficient-funds.ts and
// components/auth/schemas.ts once did with Uzbek words).

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "generated" ? [] : files(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const INSPECTS_MESSAGE = [
  /\bmessage\??\.(includes|startsWith|endsWith|match|search|indexOf)\(/,
  /\.test\(\s*[\w.?]*message\b/,
  /\bmessage\s*===?\s*["'`][^"'`]*[a-z]'[a-z]/i,
];

describe("pages act on codes", () => {
  it("no client-side code inspects the words of an answer's message", () => {
    const offenders = ["components", "app", "lib/courses", "lib/payments", "lib/offline"]
      .flatMap((dir) => files(path.join(process.cwd(), dir)))
      .flatMap((file) =>
        readFileSync(file, "utf8")
          .split("\n")
          .map((line, index) => ({ file: path.relative(process.cwd(), file), line: index + 1, text: line }))
          // A form schema's message is a key (api.validation.…): looking at its prefix is not reading words.
          .filter(({ text }) => INSPECTS_MESSAGE.some((pattern) => pattern.test(text)) && !/PREFIX|"api\./.test(text)),
      );
    expect(offenders).toEqual([]);
  });
});
