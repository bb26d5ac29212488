// npm run db:backup [-- FILE] — pg_dump (custom format) of DATABASE_URL, or of the embedded
// demo database when it is not set. FILE defaults to backups/qadam-<UTC time>.dump.
// PG_BIN names the folder of pg_dump when it is not on PATH or in /usr/lib/postgresql.
import { mkdir, stat } from "node:fs/promises";
import path from "node:path";
import { openDatabase } from "@/lib/boot/prepare-runtime";
import { backupDatabase, pgToolDirs } from "@/lib/db/backup";
import { env } from "@/lib/env";

const stamp = new Date().toISOString().replace(/[-:]/g, "").replace(/\..*/, "").replace("T", "-");
const file = path.resolve(process.argv[2] ?? `backups/qadam-${stamp}.dump`);
await mkdir(path.dirname(file), { recursive: true });

// With DATABASE_URL the database is used as it is; without it the demo database is started.
const database = process.env.DATABASE_URL ? { stop: async () => {} } : await openDatabase({ attachToRunning: true });
try {
  const tool = await backupDatabase({ databaseUrl: env().DATABASE_URL!, file, toolDirs: await pgToolDirs(process.env.PG_BIN, process.env.PATH) });
  const { size } = await stat(file);
  console.log(`Backup written: ${file} (${size} bytes, ${tool.path} ${tool.major})`);
} catch (error) {
  console.error(`db:backup: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.stop();
}
