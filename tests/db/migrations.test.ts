import { describe, expect, it } from "vitest";
import { diffMigrationsToSchema, applyMigrations } from "@/lib/db/migrate";
import { env } from "@/lib/env";

describe("migrations", () => {
  it("agree with schema.prisma (an empty diff)", async () => {
    expect(await diffMigrationsToSchema(env().DATABASE_URL!)).toBe("");
  }, 60_000);

  it("apply nothing a second time", async () => {
    expect(await applyMigrations(env().DATABASE_URL!)).toEqual([]);
  });
});
