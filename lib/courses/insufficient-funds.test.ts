import { describe, expect, it } from "vitest";
import { meansInsufficientFunds } from "./insufficient-funds";

describe("meansInsufficientFunds", () => {
  it("reads the insufficient_funds code, whatever the language of the message", () => {
    expect(meansInsufficientFunds("insufficient_funds")).toBe(true);
  });

  it.each([["prerequisite_missing"], ["already_enrolled"], ["invalid_input"], [null]])("reads %j as another failure", (code) => {
    expect(meansInsufficientFunds(code)).toBe(false);
  });
});
