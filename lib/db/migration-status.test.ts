import { describe, expect, it } from "vitest";
import { compareMigrations } from "./migration-status";

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
