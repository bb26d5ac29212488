// The scripts a browser that runs modules fetches for a page's HTML: each <script src> but
// Next's nomodule polyfills (39 kB, never fetched by such a browser; Next writes `noModule` after
// `src`, so the whole tag is read).
export function pageScripts(html) {
  const tagged = [...html.matchAll(/<script\b([^>]*)>/g)]
    .filter((match) => !/nomodule/i.test(match[1]))
    .map((match) => /\ssrc="([^"]+)"/.exec(match[1])?.[1])
    .filter(Boolean)
    .map((src) => src.replaceAll("&amp;", "&"));
  return [...new Set(tagged)];
}
