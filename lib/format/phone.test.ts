import { describe, expect, it } from "vitest";
import { formatPhone, normalizePhone } from "./phone";

describe("phone numbers (client-safe)", () => {
  it("normalises the accepted spellings and refuses the rest", () => {
    expect(normalizePhone("+998 90 123-45-67")).toBe("+998901234567");
    expect(normalizePhone("998901234567")).toBe("+998901234567");
    expect(normalizePhone("+99890123456")).toBeNull();
  });

  it("formats as the input shows it", () => {
    expect(formatPhone("+998901234567")).toBe("+998 90 123 45 67");
  });
});
