// npm run db:restore -- FILE [--clean] — a db:backup file into DATABASE_URL (or the embedded
// demo database), in one transaction: `node server.js restore` of the development checkout
// (lib/boot/commands.ts). The database must be empty (a new one) unless --clean is given, which
// replaces its whole schema with the backup's. Stop the app first.
import { runCommand } from "@/lib/boot/commands";

process.exitCode = (await runCommand(["restore", ...process.argv.slice(2)])) ?? 1;
