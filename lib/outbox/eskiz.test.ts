import { describe, expect, it } from "vitest";
import { eskizPhone } from "./eskiz";

describe("eskizPhone", () => {
  it("writes a stored phone as Eskiz takes it: 998 and nine digits, no plus", () => {
    expect(eskizPhone("+998901234567")).toBe("998901234567");
  });
});
