// npm run db:migrate — apply pending migrations to DATABASE_URL, or to the embedded demo database.
import { openDatabase } from "@/lib/boot/prepare-runtime";
import { applyMigrations } from "@/lib/db/migrate";
import { env } from "@/lib/env";

const database = await openDatabase({ attachToRunning: true });
try {
  const applied = await applyMigrations(env().DATABASE_URL!);
  console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Nothing to apply.");
} finally {
  await database.stop();
}
