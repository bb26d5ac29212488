import { describe, expect, it } from "vitest";
import { firstName } from "./first-name";

describe("firstName", () => {
  it.each([
    ["Aziz Karimov", "Aziz"],
    ["  Дилноза   Рахимова ", "Дилноза"],
    ["Olim", "Olim"],
    ["", ""],
  ])("%j → %j", (full, first) => {
    expect(firstName(full)).toBe(first);
  });
});
