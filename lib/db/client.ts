import { PrismaPg } from "@prisma/adapter-pg";
import { env } from "@/lib/env";
import { PrismaClient } from "./generated/client";

function createClient() {
  const { DATABASE_URL, DB_POOL_SIZE } = env();
  if (!DATABASE_URL) throw new Error("DATABASE_URL is not set: start the app through server.ts");
  const adapter = new PrismaPg({ connectionString: DATABASE_URL, max: DB_POOL_SIZE });
  // Secrets are left out of every query unless a select asks for them by name.
  return new PrismaClient({ adapter, omit: { user: { passwordHash: true, tokenVersion: true } } });
}

export type Db = ReturnType<typeof createClient>;
export type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

// One client per process: Next bundles route handlers apart from server.ts, so the
// instance lives on globalThis rather than in a module variable.
const holder = globalThis as typeof globalThis & { qadamDb?: Db };

export function db(): Db {
  holder.qadamDb ??= createClient();
  return holder.qadamDb;
}

export async function disconnectDb(): Promise<void> {
  await holder.qadamDb?.$disconnect();
  holder.qadamDb = undefined;
}
