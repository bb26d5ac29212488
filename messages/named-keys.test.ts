import { describe, expect, it } from "vitest";
import ru from "./ru.json";
import { sourceText } from "./source-text";
import uz from "./uz.json";

// The server's texts are named by their key in plain strings ("api.errors.…", "api.validation.…"
// in an AppError or a zod schema), which TypeScript does not check against messages/*.json as it
// checks the pages' t("…"). A key with no message reaches the caller as the key itself.

const lookup = (messages: unknown, key: string): unknown => key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);

describe("messages", () => {
  it("has a message in both languages for every server text the code names", () => {
    const named = new Set([...sourceText().matchAll(/["'`](api(?:\.[A-Za-z_]+)+)["'`]/g)].map((match) => match[1]!));
    expect(named.size).toBeGreaterThan(100);
    const missing = [...named].filter((key) => lookup(uz, key) === undefined || lookup(ru, key) === undefined);
    expect(missing).toEqual([]);
  });
});
