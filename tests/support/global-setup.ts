import { rm } from "node:fs/promises";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres } from "@/lib/db/embedded-postgres";
import { applyMigrations } from "@/lib/db/migrate";
import { withDatabase } from "@/lib/db/database-url";

export const TEMPLATE_DATABASE = "qadam_template";

declare module "vitest" {
  export interface ProvidedContext {
    databaseServerUrl: string;
  }
}

/**
 * One PostgreSQL for the whole run (the given DATABASE_URL's server, or an embedded one in
 * .data-test), with a template database holding the migrated schema; each test file
 * copies it into a database of its own (tests/support/database.ts).
 */
export default async function setup(project: TestProject) {
  let serverUrl = process.env.DATABASE_URL;
  let stop = async () => {};
  if (!serverUrl) {
    // A folder per run, so two runs on one machine never share a cluster.
    const dir = `.data-test/run-${process.pid}`;
    await rm(dir, { recursive: true, force: true });
    // A throw-away cluster: speed over crash safety (the app's demo database keeps fsync), and
    // in the run's process group, so that a killed run takes its database with it.
    const embedded = await startEmbeddedPostgres(dir, { unsafeNoFsync: true, ownProcessGroup: false });
    serverUrl = embedded.serverUrl;
    stop = async () => {
      await embedded.stop();
      await rm(dir, { recursive: true, force: true });
    };
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${TEMPLATE_DATABASE}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${TEMPLATE_DATABASE}"`);
  await admin.end();
  await applyMigrations(withDatabase(serverUrl, TEMPLATE_DATABASE));
  project.provide("databaseServerUrl", serverUrl);
  return stop;
}
