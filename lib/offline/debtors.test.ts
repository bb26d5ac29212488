import { describe, expect, it } from "vitest";

import { isDebtor, overallPercent, searchByName, selectDebtors, sortDebtors } from "./debtors";

describe("isDebtor", () => {
  it("is under 100", () => {
    expect(isDebtor(99)).toBe(true);
    expect(isDebtor(0)).toBe(true);
    expect(isDebtor(100)).toBe(false);
    expect(isDebtor(180)).toBe(false);
  });
});

describe("sortDebtors", () => {
  it("sorts by percent descending and keeps ties in their order", () => {
    const items = [
      { id: "a", percent: 20 },
      { id: "b", percent: 80 },
      { id: "c", percent: 20 },
      { id: "d", percent: 95 },
      { id: "e", percent: 80 },
    ];
    expect(sortDebtors(items).map((item) => item.id)).toEqual(["d", "b", "e", "a", "c"]);
  });

  it("does not change the input", () => {
    const items = [{ percent: 1 }, { percent: 2 }];
    sortDebtors(items);
    expect(items).toEqual([{ percent: 1 }, { percent: 2 }]);
  });
});

describe("selectDebtors", () => {
  it("keeps only students under 100%, highest first", () => {
    const items = [
      { id: "a", percent: 100 },
      { id: "b", percent: 40 },
      { id: "c", percent: 99 },
      { id: "d", percent: 150 },
    ];
    expect(selectDebtors(items).map((item) => item.id)).toEqual(["c", "b"]);
  });

  it("is empty when nobody is behind", () => {
    expect(selectDebtors([{ percent: 100 }])).toEqual([]);
  });
});

describe("overallPercent", () => {
  it("is the rounded average of rounded percents", () => {
    expect(overallPercent([50, 100])).toBe(75);
    expect(overallPercent([33.4, 33.4, 34.4])).toBe(33);
    expect(overallPercent([0.5, 0.5])).toBe(1);
    expect(overallPercent([10, 11])).toBe(11);
  });

  it("is 0 for an empty list", () => {
    expect(overallPercent([])).toBe(0);
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
