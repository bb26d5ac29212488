import { describe, expect, it } from "vitest";

import { GRADES, REGIONS, SCHOOLS, districtsOf, isValidDistrict, regionNames } from "@/lib/geo/regions";

const SPEC_REGIONS = [
  "Andijon",
  "Buxoro",
  "Farg'ona",
  "Jizzax",
  "Namangan",
  "Navoiy",
  "Qashqadaryo",
  "Samarqand",
  "Surxondaryo",
  "Sirdaryo",
  "Toshkent",
  "Xorazm",
];

describe("REGIONS", () => {
  it("has exactly the 12 regions of the spec, in order, with unique names", () => {
    expect(REGIONS).toHaveLength(12);
    expect([...regionNames]).toEqual(SPEC_REGIONS);
    expect(new Set(regionNames).size).toBe(12);
  });

  it("gives every region at least 5 districts without duplicates", () => {
    for (const region of REGIONS) {
      expect(region.districts.length, region.name).toBeGreaterThanOrEqual(5);
      expect(new Set(region.districts).size, region.name).toBe(region.districts.length);
    }
  });

  it("spells every entry as '… shahri' or '… tumani' with the straight apostrophe", () => {
    for (const region of REGIONS) {
      for (const district of region.districts) {
        expect(district).toMatch(/^[A-Z][A-Za-z' ]+ (shahri|tumani)$/);
        expect(district).not.toMatch(/[‘’ʻʼ`]/);
      }
      expect(region.name).not.toMatch(/[‘’ʻʼ`]/);
    }
  });

  it("has the real districts of Andijon", () => {
    expect(districtsOf("Andijon")).toEqual(
      expect.arrayContaining([
        "Andijon shahri",
        "Xonobod shahri",
        "Andijon tumani",
        "Asaka tumani",
        "Baliqchi tumani",
        "Bo'ston tumani",
        "Buloqboshi tumani",
        "Izboskan tumani",
        "Jalaquduq tumani",
        "Xo'jaobod tumani",
        "Qo'rg'ontepa tumani",
        "Marhamat tumani",
        "Oltinko'l tumani",
        "Paxtaobod tumani",
        "Shahrixon tumani",
        "Ulug'nor tumani",
      ]),
    );
    expect(districtsOf("Andijon")).toHaveLength(16);
  });

  it.each([
    ["Buxoro", "G'ijduvon tumani"],
    ["Buxoro", "Qorovulbozor tumani"],
    ["Farg'ona", "Marg'ilon shahri"],
    ["Farg'ona", "So'x tumani"],
    ["Jizzax", "Sharof Rashidov tumani"],
    ["Namangan", "To'raqo'rg'on tumani"],
    ["Navoiy", "Zarafshon shahri"],
    ["Navoiy", "Uchquduq tumani"],
    ["Qashqadaryo", "Ko'kdala tumani"],
    ["Qashqadaryo", "Shahrisabz shahri"],
    ["Samarqand", "Urgut tumani"],
    ["Samarqand", "Kattaqo'rg'on shahri"],
    ["Surxondaryo", "Termiz shahri"],
    ["Surxondaryo", "Bandixon tumani"],
    ["Sirdaryo", "Yangiyer shahri"],
    ["Sirdaryo", "Sardoba tumani"],
    ["Toshkent", "Toshkent shahri"],
    ["Toshkent", "Nurafshon shahri"],
    ["Toshkent", "Chirchiq shahri"],
    ["Toshkent", "Zangiota tumani"],
    ["Xorazm", "Xiva shahri"],
    ["Xorazm", "Tuproqqal'a tumani"],
  ])("%s has %s", (region, district) => {
    expect(isValidDistrict(region, district)).toBe(true);
  });

  it("keeps districts in their own region only", () => {
    const seen = new Map<string, string>();
    for (const region of REGIONS) {
      for (const district of region.districts) {
        const other = seen.get(district);
        expect(other, `${district} in ${region.name} and ${other ?? ""}`).toBeUndefined();
        seen.set(district, region.name);
      }
    }
  });

  it("has region sizes of the current administrative division", () => {
    const sizes = Object.fromEntries(REGIONS.map((r) => [r.name, r.districts.length]));
    expect(sizes).toEqual({
      Andijon: 16, // 2 cities + 14 districts
      Buxoro: 13, // 2 + 11
      "Farg'ona": 19, // 4 + 15
      Jizzax: 13, // 1 + 12
      Namangan: 12, // 1 + 11
      Navoiy: 11, // 3 + 8
      Qashqadaryo: 16, // 2 + 14
      Samarqand: 16, // 2 + 14
      Surxondaryo: 15, // 1 + 14
      Sirdaryo: 11, // 3 + 8
      Toshkent: 23, // Toshkent shahri + 7 cities + 15 districts
      Xorazm: 13, // 2 + 11
    });
  });
});

describe("districtsOf", () => {
  it("returns an empty list for unknown regions", () => {
    expect(districtsOf("")).toEqual([]);
    expect(districtsOf("Qoraqalpog'iston")).toEqual([]);
    expect(districtsOf("andijon")).toEqual([]);
    expect(districtsOf("Fargʻona")).toEqual([]); // typographic apostrophe
  });
});

describe("isValidDistrict", () => {
  it("accepts a district of the region", () => {
    expect(isValidDistrict("Andijon", "Asaka tumani")).toBe(true);
  });

  it("rejects a district of another region", () => {
    expect(isValidDistrict("Andijon", "Urgut tumani")).toBe(false);
    expect(isValidDistrict("Samarqand", "Asaka tumani")).toBe(false);
  });

  it("rejects empty, unknown, differently cased or padded values", () => {
    expect(isValidDistrict("Andijon", "")).toBe(false);
    expect(isValidDistrict("", "Asaka tumani")).toBe(false);
    expect(isValidDistrict("", "")).toBe(false);
    expect(isValidDistrict("Unknown", "Asaka tumani")).toBe(false);
    expect(isValidDistrict("Andijon", "asaka tumani")).toBe(false);
    expect(isValidDistrict("Andijon", " Asaka tumani")).toBe(false);
    expect(isValidDistrict("Andijon", "Asaka")).toBe(false);
    expect(isValidDistrict("Andijon", "Bo‘ston tumani")).toBe(false); // typographic apostrophe
  });

  it("treats the same name in different regions by region", () => {
    expect(isValidDistrict("Toshkent", "Toshkent tumani")).toBe(true);
    expect(isValidDistrict("Toshkent", "Toshkent shahri")).toBe(true);
    expect(isValidDistrict("Xorazm", "Toshkent shahri")).toBe(false);
  });
});

describe("SCHOOLS and GRADES", () => {
  it("lists 100 schools from 1-maktab to 100-maktab", () => {
    expect(SCHOOLS).toHaveLength(100);
    expect(SCHOOLS[0]).toBe("1-maktab");
    expect(SCHOOLS[99]).toBe("100-maktab");
    expect(new Set(SCHOOLS).size).toBe(100);
  });

  it("lists 11 grades from 1-sinf to 11-sinf", () => {
    expect(GRADES).toHaveLength(11);
    expect(GRADES[0]).toBe("1-sinf");
    expect(GRADES[10]).toBe("11-sinf");
    expect(GRADES).toContain("9-sinf");
  });
});
