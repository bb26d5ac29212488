export type PlayerSource = { kind: "iframe"; src: string } | { kind: "video"; src: string };

// DESIGN rules table (lesson videos): only YouTube, Vimeo or an https .mp4 become a player, and a
// pasted iframe only donates its src. The embed URL is always rebuilt from a validated id, so no
// text from the admin's input reaches the page except an https .mp4 address the URL parser
// has normalised.
const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com"]);
const YOUTUBE_NOCOOKIE_HOSTS = new Set(["youtube-nocookie.com", "www.youtube-nocookie.com"]);
const YOUTU_BE_HOSTS = new Set(["youtu.be", "www.youtu.be"]);
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com"]);
const VIMEO_PLAYER_HOST = "player.vimeo.com";

// Spec §5: a video id of at least 6 characters (YouTube's are 11); the upper bound only keeps
// junk out.
const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,64}$/;
const YOUTUBE_ID_PATH_PREFIXES = new Set(["embed", "shorts", "live", "v"]);
const VIMEO_ID = /^\d{6,20}$/;
const VIMEO_UNLISTED_HASH = /^[0-9a-f]{6,40}$/i;

const MAX_INPUT_LENGTH = 4096;
const IFRAME_START = /^<iframe[\s>]/i;
// The only regex applied to pasted HTML: find the src attribute's value (quoted or not) after
// whitespace, so `data-src=` does not count. Whatever it finds still goes through the URL rules.
const IFRAME_SRC = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export function toPlayerSource(raw: string | null | undefined): PlayerSource | null {
  if (typeof raw !== "string") return null;
  const text = raw.trim();
  if (text === "" || text.length > MAX_INPUT_LENGTH) return null;
  if (IFRAME_START.test(text)) {
    const src = iframeSrc(text);
    return src === null ? null : fromUrlText(src);
  }
  return fromUrlText(text);
}

function iframeSrc(html: string): string | null {
  const match = IFRAME_SRC.exec(html);
  if (!match) return null;
  const value = match[1] ?? match[2] ?? match[3] ?? "";
  return value.replace(/&amp;/gi, "&").trim();
}

function fromUrlText(text: string): PlayerSource | null {
  const url = parseUrl(text);
  if (!url || url.username !== "" || url.password !== "") return null;
  const host = url.hostname.toLowerCase();

  if (url.protocol === "https:" || url.protocol === "http:") {
    const youtubeId = youtubeIdOf(url, host);
    if (youtubeId) return { kind: "iframe", src: `https://www.youtube-nocookie.com/embed/${youtubeId}` };
    const vimeo = vimeoEmbedOf(url, host);
    if (vimeo) return { kind: "iframe", src: vimeo };
  }
  // A plain video file is the one case where the admin's own address is used, so only https.
  if (url.protocol === "https:" && url.pathname.toLowerCase().endsWith(".mp4")) {
    return { kind: "video", src: url.href };
  }
  return null;
}

// Links are often pasted without the scheme ('youtu.be/…', '//www.youtube.com/embed/…').
function parseUrl(text: string): URL | null {
  const withScheme = HAS_SCHEME.test(text) ? text : `https://${text.replace(/^\/\//, "")}`;
  try {
    return new URL(withScheme);
  } catch {
    return null;
  }
}

function youtubeIdOf(url: URL, host: string): string | null {
  const segments = pathSegments(url);
  if (YOUTU_BE_HOSTS.has(host)) return validYoutubeId(segments.length === 1 ? segments[0] : undefined);
  if (YOUTUBE_NOCOOKIE_HOSTS.has(host)) {
    return segments.length === 2 && segments[0] === "embed" ? validYoutubeId(segments[1]) : null;
  }
  if (!YOUTUBE_HOSTS.has(host)) return null;
  if (segments.length === 1 && segments[0] === "watch") {
    return validYoutubeId(url.searchParams.get("v") ?? undefined);
  }
  if (segments.length === 2 && YOUTUBE_ID_PATH_PREFIXES.has(segments[0] ?? "")) {
    return validYoutubeId(segments[1]);
  }
  return null;
}

function validYoutubeId(id: string | undefined): string | null {
  return id !== undefined && YOUTUBE_ID.test(id) ? id : null;
}

// Unlisted Vimeo videos carry a privacy hash (vimeo.com/ID/HASH or ?h=HASH) the player needs.
function vimeoEmbedOf(url: URL, host: string): string | null {
  const segments = pathSegments(url);
  let id: string | undefined;
  let hash: string | undefined;
  if (VIMEO_HOSTS.has(host) && (segments.length === 1 || segments.length === 2)) {
    [id, hash] = segments;
  } else if (host === VIMEO_PLAYER_HOST && segments.length === 2 && segments[0] === "video") {
    id = segments[1];
    hash = url.searchParams.get("h") ?? undefined;
  } else {
    return null;
  }
  if (id === undefined || !VIMEO_ID.test(id)) return null;
  const base = `https://player.vimeo.com/video/${id}`;
  if (hash === undefined) return base;
  return VIMEO_UNLISTED_HASH.test(hash) ? `${base}?h=${hash}` : null;
}

function pathSegments(url: URL): string[] {
  return url.pathname.split("/").filter((segment) => segment !== "");
}
