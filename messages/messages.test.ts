import { describe, expect, it } from "vitest";
import ru from "./ru.json";
import uz from "./uz.json";

function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe("messages", () => {
  it("uz.json and ru.json have the same keys", () => {
    expect(keys(ru).sort()).toEqual(keys(uz).sort());
  });

  it("no message is empty", () => {
    for (const [name, messages] of Object.entries({ uz, ru })) {
      const empty = keys(messages).filter((key) => key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages) === "");
      expect(empty, name).toEqual([]);
    }
  });
});
