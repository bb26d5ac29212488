import "server-only";
import { randomBytes } from "node:crypto";
import { readFile, readdir } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import type { MigrationList, SchemaEngine } from "@prisma/schema-engine-wasm/schema_engine_bg";

// The Prisma CLI downloads a native schema engine on every command, which this environment
// cannot do. The same engine ships as WebAssembly; Node 20 cannot import `.wasm` modules
// without a flag, so the bytes are instantiated here and handed to the generated glue.

const require = createRequire(import.meta.url);

export const PRISMA_DIR = path.resolve(process.cwd(), "prisma");
export const MIGRATIONS_DIR = path.join(PRISMA_DIR, "migrations");
export const SCHEMA_FILE = path.join(PRISMA_DIR, "schema.prisma");

type Glue = typeof import("@prisma/schema-engine-wasm/schema_engine_bg");
let gluePromise: Promise<Glue> | undefined;

// The engine reports a Rust panic's text through this global before it throws.
const panics = { last: "" };
(globalThis as { PRISMA_WASM_PANIC_REGISTRY?: unknown }).PRISMA_WASM_PANIC_REGISTRY = {
  set_message: (message: string) => {
    panics.last = message;
  },
};

export function lastEnginePanic(): string {
  return panics.last;
}

async function loadGlue(): Promise<Glue> {
  const gluePath = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg");
  const glue = (await import("@prisma/schema-engine-wasm/schema_engine_bg")) as Glue;
  const bytes = await readFile(path.join(path.dirname(gluePath), "schema_engine_bg.wasm"));
  const { instance } = await WebAssembly.instantiate(bytes, { "./schema_engine_bg.js": glue as unknown as WebAssembly.ModuleImports });
  glue.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as () => void)();
  return glue;
}

// The engine's catalog queries read columns of PostgreSQL's one-byte type "char" (OID 18,
// e.g. pg_constraint.contype) and expect them as the Character column type, which
// @prisma/adapter-pg 7.10 never reports (it throws UnsupportedNativeDataType). queryRaw is
// wrapped once: such columns pass through as text and are then labelled Character.
const PG_CHAR = 18;
const PG_TEXT = 25;
const COLUMN_TYPE_CHARACTER = 6;

type Fields = { fields: { dataTypeID: number }[] };
type RawResult = { columnTypes: number[] };
type Queryable = { performIO(query: unknown): Promise<Fields>; queryRaw(query: unknown): Promise<RawResult> };
let charSupportPatched = false;

function patchCharColumns(adapter: object): void {
  if (charSupportPatched) return;
  let proto = Object.getPrototypeOf(adapter) as object | null;
  while (proto && !Object.hasOwn(proto, "queryRaw")) proto = Object.getPrototypeOf(proto) as object | null;
  if (!proto) return;
  const target = proto as Queryable;
  const original = target.queryRaw;
  target.queryRaw = async function (this: Queryable, query: unknown) {
    let charColumns: number[] = [];
    const performIO = async (q: unknown) => {
      const result = await this.performIO(q);
      charColumns = result.fields.flatMap((field, index) => (field.dataTypeID === PG_CHAR ? [index] : []));
      for (const index of charColumns) result.fields[index]!.dataTypeID = PG_TEXT;
      return result;
    };
    const result = await original.call(Object.create(this, { performIO: { value: performIO } }) as Queryable, query);
    for (const index of charColumns) result.columnTypes[index] = COLUMN_TYPE_CHARACTER;
    return result;
  };
  charSupportPatched = true;
}

type PoolConfig = { host: string; port: number; user: string; password: string; database: string; ssl?: { rejectUnauthorized: boolean } };

function poolConfig(databaseUrl: string): PoolConfig {
  const url = new URL(databaseUrl);
  return {
    host: url.hostname,
    port: Number(url.port || 5432),
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    database: decodeURIComponent(url.pathname.slice(1)),
    ...(url.searchParams.get("sslmode") === "require" ? { ssl: { rejectUnauthorized: false } } : {}),
  };
}

async function runOnServer(config: PoolConfig, sql: string): Promise<void> {
  const client = new pg.Client(config);
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const quietErrors = { onPoolError: () => {}, onConnectionError: () => {} };

async function connectAdapter(config: PoolConfig) {
  const adapter = await new PrismaPg(config, quietErrors).connect();
  patchCharColumns(adapter);
  return adapter;
}

/**
 * Diffing from the migrations folder replays it on a shadow database. The adapter's own
 * shadow database is dropped while its pool still holds a connection (and the drop
 * fails), so the shadow is made here and dropped after its pool has ended.
 */
async function connectToShadow(config: PoolConfig) {
  const database = `qadam_shadow_${randomBytes(6).toString("hex")}`;
  await runOnServer(config, `CREATE DATABASE "${database}"`);
  const adapter = await connectAdapter({ ...config, database });
  const dispose = adapter.dispose.bind(adapter);
  adapter.dispose = async () => {
    await dispose();
    await runOnServer(config, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  };
  return adapter;
}

export type OpenEngine = { engine: SchemaEngine; close(): Promise<void> };

/** The engine with its connections; `close` frees the engine and ends every pool it opened. */
export async function openSchemaEngine(databaseUrl: string): Promise<OpenEngine> {
  gluePromise ??= loadGlue();
  const glue = await gluePromise;
  const schema = await readFile(SCHEMA_FILE, "utf8");
  const config = poolConfig(databaseUrl);
  const opened: { dispose(): Promise<void> }[] = [];
  const track = async <T extends { dispose(): Promise<void> }>(adapter: Promise<T>) => {
    const ready = await adapter;
    opened.push(ready);
    return ready;
  };
  const factory = {
    provider: "postgres" as const,
    adapterName: "@prisma/adapter-pg",
    connect: () => track(connectAdapter(config)),
    connectToShadowDb: () => connectToShadow(config),
  };
  const engine = await glue.SchemaEngine.new({ datamodels: [[SCHEMA_FILE, schema]] }, () => {}, bindMigrationAwareSqlAdapterFactory(factory));
  return {
    engine,
    close: async () => {
      engine.free();
      await Promise.all(opened.map((adapter) => adapter.dispose().catch(() => {})));
    },
  };
}

/** The migrations folder as the engine reads it, exactly as `prisma migrate deploy` would pass it. */
export async function readMigrationList(dir = MIGRATIONS_DIR): Promise<MigrationList> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const names = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
  const migrationDirectories = await Promise.all(
    names.map(async (name) => ({
      path: name,
      migrationFile: {
        path: "migration.sql",
        content: await readFile(path.join(dir, name, "migration.sql"), "utf8").then(
          (sql) => ({ tag: "ok" as const, value: sql }),
          (error: Error) => ({ tag: "error" as const, value: error.message }),
        ),
      },
    })),
  );
  const lockPath = path.join(dir, "migration_lock.toml");
  const lockContent = await readFile(lockPath, "utf8").catch(() => null);
  return {
    baseDir: dir,
    lockfile: { path: "migration_lock.toml", content: lockContent },
    shadowDbInitScript: "",
    migrationDirectories,
  };
}

export const noFilters = { externalTables: [], externalEnums: [] };
