import { describe, expect, it } from "vitest";
import { compareMigrations, compatibleWith } from "./migration-status";

// What start-up and readiness decide from: this version's folders against the database's rows.
describe("compareMigrations", () => {
  it("finds nothing when the database holds exactly this version's migrations", () => {
    expect(compareMigrations(["1_a", "2_b"], ["2_b", "1_a"])).toEqual({ pending: [], unknown: [] });
  });

  it("names this version's migrations the database lacks, in order", () => {
    expect(compareMigrations(["1_a", "2_b", "3_c"], ["1_a"])).toEqual({ pending: ["2_b", "3_c"], unknown: [] });
  });

  it("names a newer version's migrations, sorted, even when this version's are pending too", () => {
    expect(compareMigrations(["1_a", "2_b"], ["9_z", "1_a", "5_y"])).toEqual({ pending: ["2_b"], unknown: ["5_y", "9_z"] });
  });

  it("counts a migration applied twice once", () => {
    expect(compareMigrations(["1_a"], ["1_a", "1_a", "7_x", "7_x"])).toEqual({ pending: [], unknown: ["7_x"] });
  });
});

// The promise a migration makes to the release before it (issue 45): its script's first line.
describe("compatibleWith", () => {
  it("reads the migration a first-line marker names", () => {
    expect(compatibleWith("-- compatible with: 20261128232500_demo_texts_ru_data_change\nALTER TABLE x ADD COLUMN y TEXT;")).toBe("20261128232500_demo_texts_ru_data_change");
    expect(compatibleWith("\uFEFF--compatible with:  1_a  \r\nSELECT 1;")).toBe("1_a");
  });

  it("is null without a marker, or with one below the first line or naming nothing", () => {
    expect(compatibleWith("ALTER TABLE x DROP COLUMN y;")).toBeNull();
    expect(compatibleWith("-- CreateTable\n-- compatible with: 1_a\nCREATE TABLE t ();")).toBeNull();
    expect(compatibleWith("-- compatible with:\nSELECT 1;")).toBeNull();
    expect(compatibleWith("-- compatible: previous\nSELECT 1;")).toBeNull();
  });
});
