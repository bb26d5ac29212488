// npm run db:diff -- NAME — write the migration that takes prisma/migrations to schema.prisma.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { openDatabase } from "@/lib/boot/prepare-runtime";
import { diffMigrationsToSchema } from "@/lib/db/migrate";
import { MIGRATIONS_DIR } from "@/lib/db/schema-engine";
import { env } from "@/lib/env";

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error("Usage: npm run db:diff -- name_in_snake_case");
  process.exit(2);
}
const database = await openDatabase();
try {
  const sql = await diffMigrationsToSchema(env().DATABASE_URL!);
  if (!sql) {
    console.log("schema.prisma and the migrations agree: nothing to write.");
  } else {
    const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
    const dir = path.join(MIGRATIONS_DIR, `${stamp}_${name}`);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, "migration.sql"), `${sql}\n`);
    console.log(`Wrote ${path.relative(process.cwd(), dir)}/migration.sql`);
  }
} finally {
  await database.stop();
}
