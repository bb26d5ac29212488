import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { migrateOnly, openDatabase } from "@/lib/boot/prepare-runtime";
import { withDatabase } from "@/lib/db/database-url";
import { shippedMigrations } from "@/lib/db/migration-status";
import { resetEnvCache } from "@/lib/env";
import { serverUrl } from "../support/database";

// Start-up in production (issue 24): the connection from PG* parts with a password a URL
// cannot hold as it is, and the refusal of .env.example's secrets.
const saved = { ...process.env };
afterEach(() => {
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
  resetEnvCache();
});

const example = readFileSync(path.resolve(import.meta.dirname, "../../.env.example"), "utf8");
const exampleValue = (name: string) => new RegExp(`^${name}=(.*)$`, "m").exec(example)![1]!;

function production(settings: Record<string, string | undefined>) {
  Object.assign(process.env, {
    NODE_ENV: "production",
    BCRYPT_ALLOW_LOW_COST: "1",
    JWT_SECRET: randomBytes(48).toString("base64"),
    ADMIN_PHONE: "+998 90 123 45 67",
    ADMIN_PASSWORD: "a-long-admin-passphrase",
  });
  for (const [key, value] of Object.entries(settings)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvCache();
}

async function onServer<T>(sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows as T[];
  } finally {
    await client.end();
  }
}

describe("production start-up", () => {
  it("connects with PGHOST…PGPASSWORD when the password holds / @ # and %", async () => {
    const role = `slash_${randomBytes(4).toString("hex")}`;
    const password = `pa/ss@wo#rd%2F${randomBytes(6).toString("base64url")}`;
    await onServer(`CREATE ROLE ${role} LOGIN PASSWORD '${password}'`);
    const server = new URL(serverUrl);
    production({ DATABASE_URL: undefined, PGHOST: server.hostname, PGPORT: server.port, PGUSER: role, PGPASSWORD: password, PGDATABASE: "postgres" });
    const opened = await openDatabase();
    expect(opened.mode).toBe("production");
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    const { rows } = await client.query<{ current_user: string }>("SELECT current_user");
    await client.end();
    expect(rows[0]!.current_user).toBe(role);
    await onServer(`DROP ROLE ${role}`);
  });

  it.each([
    ["JWT_SECRET", { JWT_SECRET: exampleValue("JWT_SECRET") }, /JWT_SECRET is the placeholder of \.env\.example.*openssl rand -base64 48/],
    ["ADMIN_PASSWORD", { ADMIN_PASSWORD: exampleValue("ADMIN_PASSWORD") }, /ADMIN_PASSWORD is a placeholder/],
    ["short ADMIN_PASSWORD", { ADMIN_PASSWORD: "12345" }, /ADMIN_PASSWORD does not meet the password rules/],
    ["POSTGRES_PASSWORD", { DATABASE_URL: `postgresql://qadam:${encodeURIComponent(exampleValue("POSTGRES_PASSWORD"))}@db:5432/qadam` }, /database password is the placeholder/],
    ["unencoded DATABASE_URL", { DATABASE_URL: "postgresql://qadam:a/b#c@db:5432/qadam" }, /percent-encode/],
    // Issue 44 item 1: the demo checkout credits money; no variable may turn it on beside a real database.
    ["demo switch", { QADAM_DEMO: "1" }, /refuses to start: QADAM_DEMO is set/],
    ["demo switch set to 0", { QADAM_DEMO: "0" }, /refuses to start: QADAM_DEMO is set/],
    ["demo switch beside PGHOST", { DATABASE_URL: undefined, PGHOST: "db", PGUSER: "qadam", PGPASSWORD: "a-strong-database-password", PGDATABASE: "qadam", QADAM_DEMO: "1" }, /QADAM_DEMO is set/],
    ["demo switch outside production", { NODE_ENV: "development", QADAM_DEMO: "1" }, /QADAM_DEMO is set/],
  ])("refuses to start with .env.example's or a weak %s", async (_what, settings, message) => {
    production(settings);
    await expect(openDatabase()).rejects.toThrow(message);
  });

  it("`node server.js migrate` applies every migration to a new database and stops", async () => {
    const name = `migrate_only_${randomBytes(4).toString("hex")}`;
    await onServer(`CREATE DATABASE "${name}"`);
    production({ DATABASE_URL: withDatabase(serverUrl, name) });
    await migrateOnly();
    const client = new pg.Client({ connectionString: withDatabase(serverUrl, name) });
    await client.connect();
    const { rows } = await client.query<{ migration_name: string }>(`SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY 1`);
    await client.end();
    expect(rows.map((row) => row.migration_name)).toEqual(await shippedMigrations());
    await onServer(`DROP DATABASE "${name}" WITH (FORCE)`);
  });
});
