import { describe, expect, it } from "vitest";
import { groupCardNumber, MAX_TOPUP_AMOUNT, parseTopupAmount, topupAmount, topupFormFields } from "./topup-amount";

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

describe("topupFormFields", () => {
  it("is the dialog's form: the amount's digits become so'm, the transaction number is trimmed", () => {
    expect(topupFormFields.parse({ amount: " 350 000 ", transactionId: "  T-42 " })).toEqual({ amount: 350_000, transactionId: "T-42" });
    expect(topupFormFields.parse({ amount: "1", transactionId: "" })).toEqual({ amount: 1, transactionId: "" });
  });

  it.each(["", "12.5", "0", "-100", "1e5", "100 000 001"])("refuses the amount %j with the server's key", (amount) => {
    expect(topupFormFields.safeParse({ amount, transactionId: "" }).error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["amount", "api.validation.amount"]]);
  });

  it("refuses a transaction number the server would refuse, with the same key", () => {
    expect(topupFormFields.safeParse({ amount: "1000", transactionId: "x".repeat(101) }).error?.issues[0]?.message).toBe("api.validation.transactionTooLong");
  });
});

describe("groupCardNumber", () => {
  it("groups the digits by four whatever the input spacing", () => {
    expect(groupCardNumber("8600123456781234")).toBe("8600 1234 5678 1234");
    expect(groupCardNumber("8600-1234 5678 1234")).toBe("8600 1234 5678 1234");
  });
});
