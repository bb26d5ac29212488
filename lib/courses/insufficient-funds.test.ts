import { describe, expect, it } from "vitest";
import { meansInsufficientFunds } from "./insufficient-funds";

describe("meansInsufficientFunds", () => {
  it.each([
    [402, null],
    [400, "Mablag' yetarli emas"],
    [400, "Balansingizda pul yetmaydi"],
    [400, "Insufficient funds"],
    [400, "Low BALANCE"],
  ])("reads %i %j as insufficient funds", (status, message) => {
    expect(meansInsufficientFunds(status, message)).toBe(true);
  });

  it.each([
    [403, "Kirish cheklangan"],
    [409, "Siz bu kursga allaqachon a'zo bo'lgansiz"],
    [0, null],
  ])("reads %i %j as another failure", (status, message) => {
    expect(meansInsufficientFunds(status, message)).toBe(false);
  });
});
