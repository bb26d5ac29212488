import { describe, expect, it } from "vitest";
import { retryDelaySeconds } from "./failure";

describe("retryDelaySeconds", () => {
  it("doubles from 30 seconds after each failed try, up to an hour", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((attempts) => retryDelaySeconds(attempts))).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600]);
    expect(retryDelaySeconds(500)).toBe(3600);
    expect(retryDelaySeconds(0)).toBe(30);
  });

  it("waits as long as the provider asked when that is longer", () => {
    expect(retryDelaySeconds(1, 90)).toBe(90);
    expect(retryDelaySeconds(3, 5)).toBe(120);
    expect(retryDelaySeconds(1, null)).toBe(30);
  });
});
