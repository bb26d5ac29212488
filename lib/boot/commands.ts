import "server-only";
import { existsSync } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { migrateOnly, openDatabase } from "@/lib/boot/prepare-runtime";
import { backupDatabase, countTables, defaultBackupFile, pgToolDirs, restoreDatabase } from "@/lib/db/backup";
import { env } from "@/lib/env";
import { logError, logInfo } from "@/lib/log/logger";

const RESTORE_USAGE = "restore FILE [--clean]: FILE is a backup made by `node server.js backup` or `npm run db:backup`";

/**
 * The server's commands: `node server.js migrate`, `backup [FILE]` and `restore FILE [--clean]`
 * (docs/operations.md). `npm run db:backup` and `db:restore` run the same. Resolves to the exit
 * code, or null when `args` names no command and the server is to start.
 */
export async function runCommand(args: string[]): Promise<number | null> {
  const [command, ...rest] = args;
  if (command === "migrate") return migrateOnly().then(() => 0);
  if (command === "backup") return withDatabase("backup_failed", (databaseUrl) => backup(databaseUrl, rest[0]));
  if (command === "restore") return withDatabase("restore_failed", (databaseUrl) => restore(databaseUrl, rest));
  return null;
}

/**
 * The database as start-up opens it (DATABASE_URL, the PG* parts, or demo mode's embedded one,
 * used while the demo app runs and left running), then `work` on it; a failure is logged.
 */
async function withDatabase(failure: string, work: (databaseUrl: string) => Promise<number>): Promise<number> {
  try {
    const database = await openDatabase({ attachToRunning: true });
    try {
      return await work(env().DATABASE_URL!);
    } finally {
      await database.stop();
    }
  } catch (error) {
    logError(failure, { message: error instanceof Error ? error.message : String(error) });
    return 1;
  }
}

const toolDirs = () => pgToolDirs(process.env.PG_BIN, process.env.PATH);

async function backup(databaseUrl: string, given: string | undefined): Promise<number> {
  const file = given ? path.resolve(given) : defaultBackupFile();
  const tool = await backupDatabase({ databaseUrl, file, toolDirs: await toolDirs() });
  logInfo("backup_written", { file, bytes: (await stat(file)).size, pgDump: `${tool.path} ${tool.major}` });
  return 0;
}

/** Into an empty database, or with --clean in place of what the database holds (a rollback). */
async function restore(databaseUrl: string, args: string[]): Promise<number> {
  const clean = args.includes("--clean");
  const given = args.find((arg) => !arg.startsWith("--"));
  if (!given || !existsSync(given)) {
    logError("restore_failed", { message: given ? `no such file: ${given}` : RESTORE_USAGE });
    return 2;
  }
  const tables = await countTables(databaseUrl);
  if (tables > 0 && !clean) {
    logError("restore_failed", { message: `the database already has ${tables} tables: restore into a new database, or pass --clean to replace them` });
    return 1;
  }
  const file = path.resolve(given);
  const tool = await restoreDatabase({ databaseUrl, file, clean, toolDirs: await toolDirs() });
  logInfo("restored", { file, replaced: clean, pgRestore: `${tool.path} ${tool.major}` });
  return 0;
}
