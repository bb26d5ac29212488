import { describe, expect, it } from "vitest";

import { formatMoney, formatSom } from "./money";

describe("formatSom", () => {
  it.each([
    [150_000, "150 000 so'm"],
    [0, "0 so'm"],
    [999, "999 so'm"],
    [1000, "1 000 so'm"],
    [1_234_567, "1 234 567 so'm"],
    [10_000_000_000, "10 000 000 000 so'm"],
  ])("formats %d as %s", (amount, expected) => {
    expect(formatSom(amount)).toBe(expected);
  });

  it("shows no decimals", () => {
    expect(formatSom(1999.6)).toBe("2 000 so'm");
    expect(formatSom(0.4)).toBe("0 so'm");
  });

  it("never prints -0", () => {
    expect(formatSom(-0.4)).toBe("0 so'm");
  });

  it("keeps the sign of a negative amount with an ASCII minus", () => {
    expect(formatSom(-2500)).toBe("-2 500 so'm");
  });

  it("uses only plain spaces and an ASCII apostrophe, so server and browser text match", () => {
    expect(formatSom(150_000)).toMatch(/^[0-9 -]+ so'm$/);
  });

  it("shows a non-number as 0", () => {
    expect(formatSom(Number.NaN)).toBe("0 so'm");
    expect(formatSom(Number.POSITIVE_INFINITY)).toBe("0 so'm");
  });
});

describe("formatMoney", () => {
  it("writes the currency in the reader's language, digits grouped alike", () => {
    expect(formatMoney(150_000, "uz")).toBe("150 000 so'm");
    expect(formatMoney(150_000, "ru")).toBe("150 000 сум");
    expect(formatMoney(-0.2, "ru")).toBe("0 сум");
  });
});
