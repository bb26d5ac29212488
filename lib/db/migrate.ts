import "server-only";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { durationChanges, readCourseDurations, type DurationChange } from "./data-changes";
import { MIGRATIONS_DIR, noFilters, openSchemaEngine, readMigrationList, SCHEMA_FILE } from "./schema-engine";

/** Applies pending migrations of prisma/migrations (or `dir`) and records them in `_prisma_migrations`. */
export async function applyMigrations(databaseUrl: string, dir = MIGRATIONS_DIR): Promise<string[]> {
  const { engine, close } = await openSchemaEngine(databaseUrl);
  try {
    const result = await engine.applyMigrations({ migrationsList: await readMigrationList(dir), filters: noFilters });
    return result.appliedMigrationNames;
  } finally {
    await close();
  }
}

/** applyMigrations, and what the data-changing ones among them changed (for start-up to log). */
export async function applyMigrationsReporting(databaseUrl: string, dir = MIGRATIONS_DIR): Promise<{ applied: string[]; durations: DurationChange[] }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const before = await readCourseDurations(client);
    const applied = await applyMigrations(databaseUrl, dir);
    return { applied, durations: await durationChanges(client, before) };
  } finally {
    await client.end();
  }
}

/**
 * The SQL that takes a database built by the migrations folder to `schema.prisma`; empty
 * when they agree. The folder is replayed on a shadow database of the server behind
 * `databaseUrl`, so its role needs CREATEDB, as `prisma migrate dev` does.
 */
export async function diffMigrationsToSchema(databaseUrl: string): Promise<string> {
  const { engine, close } = await openSchemaEngine(databaseUrl);
  try {
    const schema = await readFile(SCHEMA_FILE, "utf8");
    const result = await engine.diff({
      from: { tag: "migrations", ...(await readMigrationList()) },
      to: { tag: "schemaDatamodel", files: [{ path: SCHEMA_FILE, content: schema }] },
      script: true,
      exitCode: null,
      filters: noFilters,
    });
    return (result.stdout ?? "").replace(/^-- This is an empty migration\.\s*$/m, "").trim();
  } finally {
    await close();
  }
}
