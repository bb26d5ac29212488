import { describe, expect, it } from "vitest";
import { secureEquals } from "./secure-compare";

describe("secureEquals", () => {
  it("matches any one of the expected values, and nothing else", () => {
    expect(secureEquals("Paycom:key", "Paycom:key")).toBe(true);
    expect(secureEquals("Paycom:test", "Paycom:key", "Paycom:test")).toBe(true);
    expect(secureEquals("Paycom:ke", "Paycom:key")).toBe(false);
    expect(secureEquals("Paycom:keyy", "Paycom:key")).toBe(false);
    expect(secureEquals("", "Paycom:key")).toBe(false);
  });

  it("matches nothing when no value is configured", () => {
    expect(secureEquals("Paycom:", undefined, undefined)).toBe(false);
    expect(secureEquals("")).toBe(false);
  });
});
