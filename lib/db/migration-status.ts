import "server-only";
import { readFile, readdir } from "node:fs/promises";
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
 * Expand and contract (issue 45): a migration whose script opens with
 * `-- compatible with: <migration>` promises that code shipping that migration (and so every one
 * before it) keeps working on the schema it leaves, e.g. an added nullable column or table. The
 * named migration is the newest of the release before, so a version two releases old, which
 * does not know it, still counts the migration as incompatible. No marker: incompatible.
 */
const COMPATIBLE_MARKER = /^--\s*compatible with:\s*(\S+)\s*$/;

/** The migration a script's first line names as the oldest code it keeps working with, or null. */
export function compatibleWith(sql: string): string | null {
  const firstLine = sql.replace(/^\uFEFF/, "").split(/\r?\n/, 1)[0] ?? "";
  return COMPATIBLE_MARKER.exec(firstLine)?.[1] ?? null;
}

/**
 * Where the promise is kept for code that does not have the newer files: one row per
 * migration the runner knows, written before the migration itself runs (lib/db/migrate.ts).
 */
export const COMPAT_TABLE = "_qadam_migration_compat";
const COMPAT_TABLE_EXISTS_SQL = `SELECT to_regclass('${COMPAT_TABLE}')::text AS found`;
const COMPAT_ROWS_SQL = `SELECT migration_name, compatible_with FROM ${COMPAT_TABLE}`;

type Query = <Row>(sql: string) => Promise<Row[]>;

/**
 * The migrations of `unknown` (applied by a newer version) that this version's code cannot run
 * on: those with no promise, or a promise for code newer than this version (a baseline it does
 * not ship). A database whose runner predates the table promises nothing.
 */
export async function incompatibleMigrations(unknown: string[], shippedNames: string[], query: Query): Promise<string[]> {
  if (unknown.length === 0) return [];
  const [table] = await query<{ found: string | null }>(COMPAT_TABLE_EXISTS_SQL);
  if (!table?.found) return unknown;
  const rows = await query<{ migration_name: string; compatible_with: string | null }>(COMPAT_ROWS_SQL);
  const promised = new Map(rows.map((row) => [row.migration_name, row.compatible_with]));
  const known = new Set(shippedNames);
  return unknown.filter((name) => {
    const baseline = promised.get(name);
    return !baseline || !known.has(baseline);
  });
}

/** Each migration of `dir` with the baseline its marker names (null when unmarked). */
export async function readCompatibility(dir = MIGRATIONS_DIR): Promise<{ name: string; compatibleWith: string | null }[]> {
  const names = await readMigrationNames(dir);
  const marked = await Promise.all(
    names.map(async (name) => ({ name, compatibleWith: compatibleWith(await readFile(path.join(dir, name, "migration.sql"), "utf8").catch(() => "")) })),
  );
  for (const { name, compatibleWith: baseline } of marked) {
    // A promise about a migration that is not an earlier one of the same folder cannot be kept.
    if (baseline !== null && !(names.includes(baseline) && baseline < name)) {
      throw new Error(`migration ${name} says it is compatible with ${baseline}, which is not an earlier migration of ${dir}`);
    }
  }
  return marked;
}

/** This version's migrations not applied to the database yet (all of them on a new database). */
export async function pendingMigrations(databaseUrl: string, dir = MIGRATIONS_DIR): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const shippedNames = await shippedMigrations(dir);
    const table = await client.query<{ found: string | null }>(`SELECT to_regclass('_prisma_migrations')::text AS found`);
    if (!table.rows[0]?.found) return shippedNames;
    const { rows } = await client.query<{ migration_name: string }>(APPLIED_MIGRATIONS_SQL);
    return compareMigrations(shippedNames, rows.map((row) => row.migration_name)).pending;
  } finally {
    await client.end();
  }
}

/**
 * Old code against a newer schema would answer 500s on columns it does not know (issue 24):
 * start-up refuses instead, naming the migrations and what to do. A newer schema whose every
 * unknown migration promises to keep this version working is accepted (issue 45).
 */
export async function refuseNewerSchema(databaseUrl: string, dir = MIGRATIONS_DIR): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // A new database has no migrations table until the first migration.
    const table = await client.query<{ found: string | null }>(`SELECT to_regclass('_prisma_migrations')::text AS found`);
    if (!table.rows[0]?.found) return;
    const { rows } = await client.query<{ migration_name: string }>(APPLIED_MIGRATIONS_SQL);
    const shippedNames = await shippedMigrations(dir);
    const { unknown } = compareMigrations(shippedNames, rows.map((row) => row.migration_name));
    const incompatible = await incompatibleMigrations(unknown, shippedNames, async (sql) => (await client.query(sql)).rows);
    if (incompatible.length === 0) return;
    throw new Error(
      `the database was migrated by a newer version of Qadam (migrations this version does not have: ${incompatible.join(", ")}). ` +
        "Run the newer version again, or roll back by restoring the backup taken before the upgrade (docs/operations.md, Upgrades and rollback).",
    );
  } finally {
    await client.end();
  }
}
