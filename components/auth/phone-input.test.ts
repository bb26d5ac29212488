import { describe, expect, it } from "vitest";
import { formatPhoneInput } from "./phone-input";

describe("formatPhoneInput", () => {
  it.each([
    ["", ""],
    ["9", "+998 9"],
    ["90", "+998 90"],
    ["901", "+998 90 1"],
    ["+998 90 1234", "+998 90 123 4"],
    ["901234567", "+998 90 123 45 67"],
    ["998901234567", "+998 90 123 45 67"],
    ["+998901234567", "+998 90 123 45 67"],
    ["+998 90 123 45 678", "+998 90 123 45 67"],
    ["+998 ", ""],
    ["+99", ""],
    ["+998 9", "+998 9"],
    ["abc", ""],
    ["+998 (90) 123-45-67", "+998 90 123 45 67"],
  ])("%j → %j", (raw, expected) => {
    expect(formatPhoneInput(raw)).toBe(expected);
  });

  it("keeps a local number that itself begins like the prefix", () => {
    expect(formatPhoneInput("99 812 34 56")).toBe("+998 99 812 34 56");
    expect(formatPhoneInput("+998 99 8")).toBe("+998 99 8");
  });
});
