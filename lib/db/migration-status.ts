import "server-only";
import { readdir } from "node:fs/promises";
import path from "node:path";
import pg from "pg";

// As lib/db/schema-engine.ts has it; not imported from there, so the health route's bundle
// stays free of the schema engine.
const MIGRATIONS_DIR = path.resolve(process.cwd(), "prisma", "migrations");

export type MigrationStatus = {
  /** In this version's migrations folder, not applied to the database. */
  pending: string[];
  /** Applied to the database, unknown to this version: a newer Qadam migrated it. */
  unknown: string[];
};

let shipped: Promise<string[]> | undefined;

/** The migrations this version ships (prisma/migrations), read once per process. */
export function shippedMigrations(dir = MIGRATIONS_DIR): Promise<string[]> {
  if (dir !== MIGRATIONS_DIR) return readMigrationNames(dir);
  shipped ??= readMigrationNames(dir);
  return shipped;
}

async function readMigrationNames(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  return entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
}

export const APPLIED_MIGRATIONS_SQL = `SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;

export function compareMigrations(shippedNames: string[], appliedNames: string[]): MigrationStatus {
  const applied = new Set(appliedNames);
  const known = new Set(shippedNames);
  return {
    pending: shippedNames.filter((name) => !applied.has(name)),
    unknown: [...applied].filter((name) => !known.has(name)).sort(),
  };
}

/**
 * Old code against a newer schema would answer 500s on columns it does not know (issue 24):
 * start-up refuses instead, naming the migrations and what to do.
 */
export async function refuseNewerSchema(databaseUrl: string, dir = MIGRATIONS_DIR): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // A new database has no migrations table until the first migration.
    const table = await client.query<{ found: string | null }>(`SELECT to_regclass('_prisma_migrations')::text AS found`);
    if (!table.rows[0]?.found) return;
    const { rows } = await client.query<{ migration_name: string }>(APPLIED_MIGRATIONS_SQL);
    const { unknown } = compareMigrations(await shippedMigrations(dir), rows.map((row) => row.migration_name));
    if (unknown.length === 0) return;
    throw new Error(
      `the database was migrated by a newer version of Qadam (migrations this version does not have: ${unknown.join(", ")}). ` +
        "Run the newer version again, or roll back by restoring the backup taken before the upgrade (docs/operations.md, Upgrades and rollback).",
    );
  } finally {
    await client.end();
  }
}
