// Issue 42: the YouTube and Vimeo embeds tell the page what they play through window messages,
// the protocol their own script libraries (the YouTube IFrame API, Vimeo's player.js) speak. The
// site's policy runs no third-party scripts, so the page speaks it itself: these pure helpers
// build the embed address with the API on and read the players' messages.

export type PlayerKind = "youtube" | "vimeo";

/** What a message says; a field it does not carry is left out. */
export type PlayerReport = { time?: number; duration?: number; playing?: boolean };

export const PLAYER_ORIGINS: Record<PlayerKind, readonly string[]> = {
  youtube: ["https://www.youtube-nocookie.com", "https://www.youtube.com"],
  vimeo: ["https://player.vimeo.com"],
};

/** The kind of an embed address toPlayerSource built, or null. */
export function playerKindOf(src: string): PlayerKind | null {
  if (src.startsWith("https://www.youtube-nocookie.com/embed/")) return "youtube";
  if (src.startsWith("https://player.vimeo.com/video/")) return "vimeo";
  return null;
}

/** The embed address with the messages on, starting at `startSeconds` (where the student stopped). */
export function embedWithApi(src: string, kind: PlayerKind, input: { origin: string; startSeconds: number }): string {
  const url = new URL(src);
  const start = Math.max(0, Math.floor(input.startSeconds));
  if (kind === "youtube") {
    url.searchParams.set("enablejsapi", "1");
    url.searchParams.set("origin", input.origin);
    if (start > 0) url.searchParams.set("start", String(start));
    return url.href;
  }
  url.searchParams.set("api", "1");
  if (start > 0) url.hash = `t=${start}s`;
  return url.href;
}

/** The first message the page sends: YouTube starts reporting, Vimeo is asked once it is ready (subscribeMessages). */
export function listeningMessage(): string {
  return JSON.stringify({ event: "listening", id: 1, channel: "widget" });
}

/** The messages that ask Vimeo's player to report its clock and its play/pause. */
export function vimeoSubscribeMessages(): string[] {
  return ["timeupdate", "play", "pause", "ended", "seeked"].map((value) => JSON.stringify({ method: "addEventListener", value }));
}

function parse(data: unknown): Record<string, unknown> | null {
  if (typeof data === "string") {
    try {
      const value: unknown = JSON.parse(data);
      return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }
  return typeof data === "object" && data !== null ? (data as Record<string, unknown>) : null;
}

const finite = (value: unknown): number | undefined => (typeof value === "number" && Number.isFinite(value) ? value : undefined);

/** Reads one message of a player; null for a message that says nothing about playback. `ready` is Vimeo's "subscribe now". */
export function readPlayerMessage(kind: PlayerKind, data: unknown): (PlayerReport & { ready?: boolean }) | null {
  const message = parse(data);
  if (!message) return null;
  if (kind === "youtube") {
    if (message.event !== "infoDelivery" && message.event !== "initialDelivery" && message.event !== "onStateChange") return null;
    const info = parse(message.info);
    const state = message.event === "onStateChange" ? finite(message.info) : finite(info?.playerState);
    const report: PlayerReport = {};
    const time = finite(info?.currentTime);
    const duration = finite(info?.duration);
    if (time !== undefined) report.time = time;
    if (duration !== undefined && duration > 0) report.duration = duration;
    // 1 playing, 3 buffering (the clock does not move), 2 paused, 0 ended, -1 unstarted, 5 cued.
    if (state !== undefined) report.playing = state === 1;
    return report;
  }
  switch (message.event) {
    case "ready":
      return { ready: true };
    case "timeupdate":
    case "seeked": {
      const data = parse(message.data);
      const report: PlayerReport = {};
      const time = finite(data?.seconds);
      const duration = finite(data?.duration);
      if (time !== undefined) report.time = time;
      if (duration !== undefined && duration > 0) report.duration = duration;
      return report;
    }
    case "play":
      return { playing: true };
    case "pause":
    case "ended":
      return { playing: false };
    default:
      return null;
  }
}
