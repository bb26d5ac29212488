import { describe, expect, it } from "vitest";
import { groupCardNumber, MAX_TOPUP_AMOUNT, parseTopupAmount, topupAmount } from "./topup-amount";

describe("parseTopupAmount", () => {
  it.each([
    ["100000", 100000],
    ["100 000", 100000],
    [" 50\u00a0000 ", 50000],
    ["1", 1],
    ["100 000 000", 100_000_000],
  ])("reads %j as %d", (text, value) => {
    expect(parseTopupAmount(text)).toBe(value);
  });

  it.each(["", "0", "000", "-5", "12.5", "12,5", "1e5", "abc", "10 000 so'm", "9999999999999", "100 000 001"])("refuses %j", (text) => {
    expect(parseTopupAmount(text)).toBeNull();
  });
});

describe("topupAmount", () => {
  it("is the rule the dialog reads with: what it refuses, the server refuses with the same key", () => {
    expect(topupAmount.safeParse(MAX_TOPUP_AMOUNT).success).toBe(true);
    expect(topupAmount.safeParse(MAX_TOPUP_AMOUNT + 1).error?.issues[0]?.message).toBe("api.validation.amountTooLarge");
    expect(topupAmount.safeParse(0.5).error?.issues[0]?.message).toBe("api.validation.amount");
  });
});

describe("groupCardNumber", () => {
  it("groups the digits by four whatever the input spacing", () => {
    expect(groupCardNumber("8600123456781234")).toBe("8600 1234 5678 1234");
    expect(groupCardNumber("8600-1234 5678 1234")).toBe("8600 1234 5678 1234");
  });
});
