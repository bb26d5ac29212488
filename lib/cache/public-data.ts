import "server-only";
import pg from "pg";
import { logError, logInfo } from "@/lib/log/logger";

/**
 * Public reads (the catalogue, course outlines, the offline list) computed once per instance
 * and served from memory until PostgreSQL says their tables changed (issue 14). Invalidation
 * cannot be forgotten: triggers on the tables (migration `public_data_notify`) send
 * `NOTIFY qadam_public_data, '<tag>'` in the writing transaction, delivered at commit to every
 * instance listening, whatever wrote (a domain function, a script, a restore).
 *
 * While its listening connection is down an instance serves nothing from memory (it could miss
 * a change), and it empties itself when it listens again.
 */
export const PUBLIC_DATA_CHANNEL = "qadam_public_data";
export type PublicTag = "courses" | "offline";
const TAGS: readonly PublicTag[] = ["courses", "offline"];
const RECONNECT_MS = 1000;

type Entry = { tag: PublicTag; value: Promise<unknown> };

export class PublicDataCache {
  private readonly entries = new Map<string, Entry>();
  private readonly generations: Record<PublicTag, number> = { courses: 0, offline: 0 };
  private live = false;
  private stopped = false;
  private client: pg.Client | null = null;
  private readonly watchers = new Set<(tag: PublicTag) => void>();
  /** How many times a value was computed (the tests read it to see memory was used). */
  loads = 0;

  constructor(private readonly config: pg.ClientConfig) {}

  /** Connects and listens; resolves once listening (or once the first attempt failed, retrying after). */
  async start(): Promise<void> {
    this.stopped = false;
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.setLive(false);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  get listening(): boolean {
    return this.live;
  }

  /**
   * The value under `key`, computed by `load` on a miss; concurrent misses share one load. A
   * value `keep` refuses (say, a course that does not exist) is answered but not kept.
   */
  get<T>(tag: PublicTag, key: string, load: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
    if (!this.live) return load();
    const found = this.entries.get(key);
    if (found) return found.value as Promise<T>;
    const generation = this.generations[tag];
    this.loads++;
    const value = load();
    const entry: Entry = { tag, value };
    this.entries.set(key, entry);
    value.then(
      // A change announced while this was computing may not be in it: do not keep it.
      (loaded) => {
        const stale = this.generations[tag] !== generation || !keep(loaded);
        if (stale && this.entries.get(key) === entry) this.entries.delete(key);
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return value;
  }

  invalidate(tag: PublicTag): void {
    this.generations[tag]++;
    for (const [key, entry] of this.entries) if (entry.tag === tag) this.entries.delete(key);
    for (const watcher of this.watchers) watcher(tag);
  }

  /** `watcher` is told each tag emptied here (what else this instance keeps, say its static pages, follows). */
  onInvalidate(watcher: (tag: PublicTag) => void): () => void {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }

  private setLive(live: boolean): void {
    for (const tag of TAGS) this.invalidate(tag);
    this.live = live;
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client(this.config);
    this.client = client;
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      this.setLive(false);
      if (this.client === client) this.client = null;
      void client.end().catch(() => {});
      if (this.stopped) return;
      logError("public_data_listener", { message: error?.message ?? "connection ended" });
      setTimeout(() => void this.connect(), RECONNECT_MS).unref();
    };
    client.on("error", onLost);
    client.on("end", () => onLost());
    client.on("notification", (message) => {
      if (message.channel !== PUBLIC_DATA_CHANNEL) return;
      const tag = message.payload as PublicTag;
      // An unknown payload (a newer instance's tag) empties everything.
      for (const each of TAGS) if (each === tag || !TAGS.includes(tag)) this.invalidate(each);
      // Once emptied: an operator (and the two-instance spec) sees each instance follow a change.
      logInfo("public_data_changed", { tag: message.payload ?? null });
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${PUBLIC_DATA_CHANNEL}`);
      if (this.stopped || lost) return;
      this.setLive(true);
      logInfo("public_data_listening", {});
    } catch (error) {
      onLost(error instanceof Error ? error : new Error(String(error)));
    }
  }
}

// One cache per process, installed by server.ts: Next bundles route handlers and pages apart
// from server.ts, so it lives on globalThis. Without one (unit and API tests) every read goes
// to the database.
const holder = globalThis as typeof globalThis & { qadamPublicData?: PublicDataCache };

export function installPublicData(cache: PublicDataCache | undefined): void {
  holder.qadamPublicData = cache;
}

/** `load()`'s value, from this instance's memory when a cache is installed and listening. */
export function cachedPublic<T>(tag: PublicTag, key: string, load: () => Promise<T>, keep?: (value: T) => boolean): Promise<T> {
  return holder.qadamPublicData ? holder.qadamPublicData.get(tag, key, load, keep) : load();
}
