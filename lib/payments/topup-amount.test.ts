import { describe, expect, it } from "vitest";
import { groupCardNumber, parseTopupAmount } from "./topup-amount";

describe("parseTopupAmount", () => {
  it.each([
    ["100000", 100000],
    ["100 000", 100000],
    [" 50\u00a0000 ", 50000],
    ["1", 1],
  ])("reads %j as %d", (text, value) => {
    expect(parseTopupAmount(text)).toBe(value);
  });

  it.each(["", "0", "000", "-5", "12.5", "12,5", "1e5", "abc", "10 000 so'm", "9999999999999"])("refuses %j", (text) => {
    expect(parseTopupAmount(text)).toBeNull();
  });
});

describe("groupCardNumber", () => {
  it("groups the digits by four whatever the input spacing", () => {
    expect(groupCardNumber("8600123456781234")).toBe("8600 1234 5678 1234");
    expect(groupCardNumber("8600-1234 5678 1234")).toBe("8600 1234 5678 1234");
  });
});
