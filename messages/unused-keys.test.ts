import { describe, expect, it } from "vitest";
import { sourceText } from "./source-text";
import uz from "./uz.json";

// STYLE.md: a message nobody shows is dead text. A key counts as used when the code names it
// (as "a.b" or its tail "b" in quotes), builds it from its parent (`parent.${…}`), or maps to
// it from an object key of the same name (`leaf:` in a table such as AUTH_MESSAGES).

function leafPaths(node: unknown, prefix: string[] = []): string[][] {
  if (typeof node !== "object" || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, child]) => leafPaths(child, [...prefix, key]));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("messages", () => {
  it("has no key that the code never uses", () => {
    const source = sourceText();
    const unused = leafPaths(uz).filter((parts) => {
      const leaf = parts.at(-1)!;
      // From 0: server texts are named by their full key ("api.validation.…").
      for (let start = 0; start < parts.length; start++) {
        const tail = parts.slice(start).join(".");
        // A plain search first: the regular expression only where the text occurs at all.
        if (source.includes(tail) && new RegExp(`["'\`]${escape(tail)}["'\`]`).test(source)) return false;
        if (start < parts.length - 1 && source.includes(`\`${parts.slice(start, -1).join(".")}.\${`)) return false;
      }
      return !(source.includes(`${leaf}:`) && new RegExp(`\\b${escape(leaf)}:`).test(source));
    });
    expect(unused.map((parts) => parts.join("."))).toEqual([]);
    // It searches the whole source once per key: seconds on a busy 2-core machine.
  }, 60_000);
});
