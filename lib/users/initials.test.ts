import { describe, expect, it } from "vitest";
import { initials } from "./initials";

describe("initials", () => {
  it.each([
    ["Aziza Karimova", "AK"],
    ["  jasur  ", "J"],
    ["Ali Vali Gani", "AV"],
    ["", "?"],
    ["o'g'il bola", "OB"],
  ])("%j → %s", (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
