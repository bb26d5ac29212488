import { describe, expect, it } from "vitest";
import { luhnCheckDigit, parseAccountNumber } from "./account-number";

describe("account numbers", () => {
  it("computes the Luhn check digit", () => {
    // 7992739871 is the textbook Luhn example: its check digit is 3.
    expect(luhnCheckDigit("7992739871")).toBe(3);
    expect(luhnCheckDigit("100000")).toBe(9);
  });

  it("accepts seven digits whose last checks the rest, as a string or a number", () => {
    expect(parseAccountNumber("1000009")).toBe(1000009);
    expect(parseAccountNumber(1000009)).toBe(1000009);
    expect(parseAccountNumber(" 1000009 ")).toBe(1000009);
  });

  it("refuses a mistyped digit, two swapped neighbours, and anything not seven digits", () => {
    expect(parseAccountNumber("1000008")).toBeNull();
    expect(parseAccountNumber("1234566")).toBe(1234566);
    expect(parseAccountNumber("1234656")).toBeNull();
    for (const value of ["", "100000", "10000090", "0100008", "1e6", "1000009.0", null, undefined, {}, -1000009]) {
      expect(parseAccountNumber(value)).toBeNull();
    }
  });
});
