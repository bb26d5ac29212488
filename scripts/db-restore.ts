// npm run db:restore -- FILE [--clean] — pg_restore of a db:backup file into DATABASE_URL (or
// the embedded demo database), in one transaction. The database must be empty (a new one)
// unless --clean is given, which drops and replaces what the backup holds. Stop the app first.
import { existsSync } from "node:fs";
import path from "node:path";
import { openDatabase } from "@/lib/boot/prepare-runtime";
import { countTables, pgToolDirs, restoreDatabase } from "@/lib/db/backup";
import { env } from "@/lib/env";

const args = process.argv.slice(2);
const clean = args.includes("--clean");
const given = args.find((arg) => !arg.startsWith("--"));
if (!given || !existsSync(given)) {
  console.error("Usage: npm run db:restore -- FILE [--clean]   (FILE: a backup made by npm run db:backup)");
  process.exit(2);
}
const file = path.resolve(given);

const database = process.env.DATABASE_URL ? { stop: async () => {} } : await openDatabase({ attachToRunning: true });
try {
  const databaseUrl = env().DATABASE_URL!;
  const tables = await countTables(databaseUrl);
  if (tables > 0 && !clean) {
    console.error(`The database already has ${tables} tables: restore into a new database, or pass --clean to replace them.`);
    process.exitCode = 1;
  } else {
    const tool = await restoreDatabase({ databaseUrl, file, clean, toolDirs: await pgToolDirs(process.env.PG_BIN, process.env.PATH) });
    console.log(`Restored ${file} (${tool.path} ${tool.major})`);
  }
} catch (error) {
  console.error(`db:restore: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.stop();
}
