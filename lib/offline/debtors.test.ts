import { describe, expect, it } from "vitest";

import { isDebtor, searchByName } from "./debtors";

describe("isDebtor", () => {
  it("is under 100", () => {
    expect(isDebtor(99)).toBe(true);
    expect(isDebtor(0)).toBe(true);
    expect(isDebtor(100)).toBe(false);
    expect(isDebtor(180)).toBe(false);
  });
});

describe("searchByName", () => {
  const people = [
    { id: 1, fullName: "Aziz Karimov" },
    { id: 2, fullName: "Dilnoza Azimova" },
    { id: 3, fullName: "Oʻgʻiloy Toʻxtayeva" },
  ];

  it("matches a case-insensitive substring of fullName", () => {
    expect(searchByName(people, "azi").map((p) => p.id)).toEqual([1, 2]);
    expect(searchByName(people, "KARIM").map((p) => p.id)).toEqual([1]);
  });

  it("trims the query and keeps everyone for a blank one", () => {
    expect(searchByName(people, "  karimov ").map((p) => p.id)).toEqual([1]);
    expect(searchByName(people, "").map((p) => p.id)).toEqual([1, 2, 3]);
    expect(searchByName(people, "   ").map((p) => p.id)).toEqual([1, 2, 3]);
  });

  it("matches Uzbek oʻ/gʻ typed with a plain apostrophe", () => {
    expect(searchByName(people, "o'g'iloy").map((p) => p.id)).toEqual([3]);
    expect(searchByName(people, "to’xta").map((p) => p.id)).toEqual([3]);
  });

  it("finds nobody for a name not in the list", () => {
    expect(searchByName(people, "Sardor")).toEqual([]);
  });

  it("keeps the items' own type", () => {
    const found = searchByName(people, "aziz");
    expect(found[0]?.id).toBe(1);
  });
});
