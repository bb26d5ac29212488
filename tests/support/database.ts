import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, inject } from "vitest";
import { disconnectDb } from "@/lib/db/client";
import { withDatabase } from "@/lib/db/database-url";
import { resetEnvCache } from "@/lib/env";

// Runs before every API test file: a fresh copy of the migrated template, so files never
// share data and pass in any order.
const serverUrl = inject("databaseServerUrl");
const database = `test_${randomBytes(6).toString("hex")}`;

/** Runs one statement on the test server itself (outside any test file's database). */
export async function onServer(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

await onServer(`CREATE DATABASE "${database}" TEMPLATE "qadam_template"`);
process.env.DATABASE_URL = withDatabase(serverUrl, database);
process.env.JWT_SECRET = "test-secret-that-is-long-enough-for-hs256-0123456789";
process.env.BCRYPT_COST = "4";
process.env.LOG_LEVEL = "silent";
resetEnvCache();

afterAll(async () => {
  await disconnectDb();
  await onServer(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
});

export { serverUrl };
