import { describe, expect, it } from "vitest";
import { hasApiText } from "@/lib/i18n/api-text";
import { sourceText } from "./source-text";

// The server's texts are named by their key in plain strings ("api.errors.…", "api.validation.…"
// in an AppError or a zod schema), which TypeScript does not check against messages/*.json as it
// checks the pages' t("…"). A key with no message reaches the caller as the key itself.

describe("messages", () => {
  it("has a message in both languages for every server text the code names", () => {
    const named = new Set([...sourceText().matchAll(/["'`](api(?:\.[A-Za-z_]+)+)["'`]/g)].map((match) => match[1]!));
    expect(named.size).toBeGreaterThan(100);
    expect([...named].filter((key) => !hasApiText(key))).toEqual([]);
  });
});
