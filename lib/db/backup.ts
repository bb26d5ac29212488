import "server-only";
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, mkdir, open, readdir, realpath, rename, rm } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";

const run = promisify(execFile);

export type PgTool = "pg_dump" | "pg_restore" | "psql";
export type FoundTool = { path: string; major: number };

/** libpq's own variables, so the password never shows on a command line (`ps`). */
function libpqEnv(databaseUrl: string): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl);
  const sslmode = url.searchParams.get("sslmode");
  const variables: Record<string, string> = {
    PGHOST: decodeURIComponent(url.hostname),
    PGPORT: url.port || "5432",
    PGUSER: decodeURIComponent(url.username),
    PGPASSWORD: decodeURIComponent(url.password),
    PGDATABASE: decodeURIComponent(url.pathname.slice(1)),
    ...(sslmode ? { PGSSLMODE: sslmode } : {}),
  };
  return variables as NodeJS.ProcessEnv;
}

/** The server's major version (18 for 18.1). */
export async function serverMajor(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version_num: string }>("SHOW server_version_num");
    return Math.floor(Number(rows[0]!.server_version_num) / 10000);
  } finally {
    await client.end();
  }
}

async function toolMajor(file: string): Promise<number | null> {
  try {
    const { stdout } = await run(file, ["--version"]);
    const match = /(\d+)(?:\.\d+)?/.exec(stdout.replace(/^[^)]*\)/, ""));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/**
 * Where PostgreSQL's client programs may be: the operator's folder (PG_BIN), Debian's
 * per-version folders (newest first), then the folders of PATH.
 */
export async function pgToolDirs(binDir: string | undefined, searchPath: string | undefined): Promise<string[]> {
  const debian = "/usr/lib/postgresql";
  const versions = existsSync(debian) ? (await readdir(debian)).filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a)) : [];
  return [
    ...(binDir ? [binDir] : []),
    ...versions.map((version) => path.join(debian, version, "bin")),
    ...(searchPath ?? "").split(path.delimiter).filter(Boolean),
  ];
}

/**
 * pg_dump reads only servers of its own major version or older, so the tool must be at
 * least as new as the server. The first one found that is new enough wins.
 */
export async function findPgTool(tool: PgTool, minMajor: number, dirs: string[]): Promise<FoundTool> {
  const seen: string[] = [];
  const tried = new Set<string>();
  for (const dir of dirs) {
    const file = path.join(dir, tool);
    if (!existsSync(file)) continue;
    // /bin and /usr/bin are one folder on merged-/usr systems.
    const real = await realpath(file);
    if (tried.has(real)) continue;
    tried.add(real);
    const major = await toolMajor(file);
    if (major === null) continue;
    if (major >= minMajor) return { path: file, major };
    seen.push(`${file} (${major})`);
  }
  throw new Error(
    `${tool} ${minMajor} or newer is needed for a PostgreSQL ${minMajor} server; found ${seen.join(", ") || "none"}. ` +
      `Install PostgreSQL ${minMajor}'s client programs or set PG_BIN to their folder.`,
  );
}

/** backups/qadam-<UTC time>.dump, the name compose's backup service gives its files too. */
export function defaultBackupFile(now = new Date()): string {
  return path.resolve("backups", `qadam-${now.toISOString().replace(/[-:]/g, "").replace(/\..*/, "")}Z.dump`);
}

/**
 * pg_dump in the custom format (compressed; pg_restore can pick and reorder from it). The dump
 * holds phones and password hashes, so it is readable by its owner only (0600) from its first
 * byte; it is written under another name until complete, so a dump cut short never looks like
 * a backup.
 */
export async function backupDatabase(opts: { databaseUrl: string; file: string; toolDirs: string[] }): Promise<FoundTool> {
  const tool = await findPgTool("pg_dump", await serverMajor(opts.databaseUrl), opts.toolDirs);
  await mkdir(path.dirname(opts.file), { recursive: true });
  const partial = `${opts.file}.partial`;
  // pg_dump opens the file it is given without changing an existing file's mode.
  await (await open(partial, "w", 0o600)).close();
  await chmod(partial, 0o600);
  try {
    await run(tool.path, ["--format=custom", "--no-owner", "--no-privileges", `--file=${partial}`], { env: libpqEnv(opts.databaseUrl) });
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  await rename(partial, opts.file);
  return tool;
}

/** Tables in the database's public schema: a restore goes only into an empty database unless told to replace. */
export async function countTables(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>("SELECT count(*) FROM pg_tables WHERE schemaname = 'public'");
    return Number(rows[0]!.count);
  } finally {
    await client.end();
  }
}

/** A child's end: null when it exited 0, else what it said. */
function exited(child: ChildProcess, name: string): Promise<string | null> {
  return new Promise((resolve, reject) => {
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.once("error", reject);
    child.once("close", (code) => resolve(code === 0 ? null : `${name} exited with ${code}: ${stderr.trim()}`));
  });
}

/**
 * `pg_restore --file=-` into psql inside one transaction that `prelude` opens: COMMIT is sent
 * only once pg_restore has written all of the backup, so a backup that breaks off (or psql's
 * first error) leaves the database as it was.
 */
async function restoreThroughPsql(pgRestore: { file: string; args: string[] }, psql: { file: string; args: string[] }, prelude: string, env: NodeJS.ProcessEnv): Promise<void> {
  const producer = spawn(pgRestore.file, pgRestore.args, { env, stdio: ["ignore", "pipe", "pipe"] });
  const consumer = spawn(psql.file, psql.args, { env, stdio: ["pipe", "ignore", "pipe"] });
  // When psql stops on an error, the rest of the stream has nowhere to go: psql's own exit
  // code says why, not this EPIPE.
  consumer.stdin!.on("error", () => {});
  consumer.stdin!.write(prelude);
  producer.stdout!.pipe(consumer.stdin!, { end: false });
  const restored = exited(producer, path.basename(pgRestore.file)).then((failure) => {
    // Without COMMIT, psql's end of input ends the session and PostgreSQL rolls it all back.
    consumer.stdin!.end(failure ? "" : "\nCOMMIT;\n");
    return failure;
  });
  const failures = await Promise.all([exited(consumer, path.basename(psql.file)), restored]);
  const failure = failures[1] ?? failures[0];
  if (failure) throw new Error(failure);
}

/**
 * pg_restore of a custom-format backup, in one transaction: it all lands or nothing does.
 *
 * `clean` replaces the database's contents (a rollback restores over the database a newer
 * version migrated). pg_restore's own --clean drops only what the backup holds, so the newer
 * version's tables, functions and indexes stayed behind, and upgrading again failed on them
 * (`function "qadam_list_sum" already exists`, issue 45 item 1). Instead the public schema is
 * dropped and made anew, and the backup's SQL restored into it, all in one transaction.
 * The role must own the public schema (PostgreSQL 15 and later give it to the database's owner).
 */
export async function restoreDatabase(opts: { databaseUrl: string; file: string; clean?: boolean; toolDirs: string[] }): Promise<FoundTool> {
  const tool = await findPgTool("pg_restore", 0, opts.toolDirs);
  const env = libpqEnv(opts.databaseUrl);
  if (!opts.clean) {
    await run(tool.path, ["--no-owner", "--no-privileges", "--single-transaction", "--exit-on-error", `--dbname=${env.PGDATABASE}`, opts.file], { env });
    return tool;
  }
  // The psql beside this pg_restore: both come in the same client package.
  const psql = await findPgTool("psql", 0, [path.dirname(tool.path), ...opts.toolDirs]);
  await restoreThroughPsql(
    { file: tool.path, args: ["--no-owner", "--no-privileges", "--file=-", opts.file] },
    { file: psql.path, args: ["--no-psqlrc", "--quiet", "--set=ON_ERROR_STOP=1"] },
    // A new database's public schema allows everyone USAGE (PostgreSQL 15's default).
    "BEGIN;\nDROP SCHEMA public CASCADE;\nCREATE SCHEMA public;\nGRANT USAGE ON SCHEMA public TO PUBLIC;\n",
    // The drop's notice names every object it cascades to: nothing an operator acts on.
    { ...env, PGOPTIONS: "-c client_min_messages=warning" },
  );
  return tool;
}
