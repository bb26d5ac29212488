import "server-only";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { durationChanges, readCourseDurations, type DurationChange } from "./data-changes";
import { COMPAT_TABLE, pendingMigrations, readCompatibility } from "./migration-status";
import { MIGRATIONS_DIR, noFilters, openSchemaEngine, readMigrationList, SCHEMA_FILE } from "./schema-engine";

/**
 * Writes what each migration of `dir` promises older code (lib/db/migration-status.ts), so an
 * older instance, which lacks the newer files, can read it. Written before the migrations run:
 * an older instance never sees a migration applied whose promise is not there yet, and a row
 * for a migration not applied is never read. The engine refuses to migrate a database that has
 * tables but no `_prisma_migrations`, so a new database gets its rows after its migrations.
 */
async function recordCompatibility(databaseUrl: string, dir: string, when: "before" | "after"): Promise<void> {
  const marks = await readCompatibility(dir);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ found: string | null }>(`SELECT to_regclass('_prisma_migrations')::text AS found`);
    if (when === "before" && !rows[0]?.found) return;
    // Instances starting together each run this; two CREATE TABLE IF NOT EXISTS at once can
    // both try to create it, so they take turns (the engine's own lock is another key).
    await client.query("BEGIN");
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('${COMPAT_TABLE}'))`);
    await client.query(`CREATE TABLE IF NOT EXISTS ${COMPAT_TABLE} (migration_name TEXT PRIMARY KEY, compatible_with TEXT)`);
    await client.query(
      `INSERT INTO ${COMPAT_TABLE} (migration_name, compatible_with) SELECT * FROM unnest($1::text[], $2::text[])
       ON CONFLICT (migration_name) DO UPDATE SET compatible_with = EXCLUDED.compatible_with`,
      [marks.map((mark) => mark.name), marks.map((mark) => mark.compatibleWith)],
    );
    await client.query("COMMIT");
  } finally {
    await client.end();
  }
}

/** Applies pending migrations of prisma/migrations (or `dir`) and records them in `_prisma_migrations`. */
export async function applyMigrations(databaseUrl: string, dir = MIGRATIONS_DIR): Promise<string[]> {
  await recordCompatibility(databaseUrl, dir, "before");
  const { engine, close } = await openSchemaEngine(databaseUrl);
  try {
    const result = await engine.applyMigrations({ migrationsList: await readMigrationList(dir), filters: noFilters });
    await recordCompatibility(databaseUrl, dir, "after");
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
 * Start-up's migrations. With none pending nothing is run, not even the runner's bookkeeping:
 * so the app's own role, which may not create or alter tables (deploy/postgres/app-role.sql),
 * starts on a schema its owner migrated. With some pending, a role that may not apply them
 * gets one sentence saying who must (issue 45 item 10).
 */
export async function applyPendingMigrations(databaseUrl: string, dir = MIGRATIONS_DIR): Promise<{ applied: string[]; durations: DurationChange[] }> {
  const pending = await pendingMigrations(databaseUrl, dir);
  if (pending.length === 0) return { applied: [], durations: [] };
  try {
    return await applyMigrationsReporting(databaseUrl, dir);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (!/permission denied|must be owner/i.test(message)) throw error;
    const role = decodeURIComponent(new URL(databaseUrl).username);
    throw new Error(
      `${pending.length} migration(s) pending (${pending.join(", ")}), and the database role ${role} may not apply them (${message.split("\n")[0]}): ` +
        "run `node server.js migrate` as the schema's owner first (compose's migrate service does at every `up`; docs/operations.md, Database roles).",
    );
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
