// npm run db:backup [-- FILE] — pg_dump (custom format, mode 0600) of DATABASE_URL, or of the
// embedded demo database when it is not set: `node server.js backup` of the development
// checkout (lib/boot/commands.ts). FILE defaults to backups/qadam-<UTC time>.dump. PG_BIN names
// the folder of pg_dump when it is not on PATH or in /usr/lib/postgresql.
import { runCommand } from "@/lib/boot/commands";

process.exitCode = (await runCommand(["backup", ...process.argv.slice(2)])) ?? 1;
