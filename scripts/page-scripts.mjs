// The scripts a browser that runs modules fetches for a page's HTML: each <script src> but
// Next's nomodule polyfills (39 kB, never fetched by such a browser; Next writes `noModule` after
// `src`, so the whole tag is read), and the chunks a visitor's cached page starts after its first
// paint (the list lib/cache/scripts-after-paint.ts hands its inline loader).
export function pageScripts(html) {
  const tagged = [...html.matchAll(/<script\b([^>]*)>/g)]
    .filter((match) => !/nomodule/i.test(match[1]))
    .map((match) => /\ssrc="([^"]+)"/.exec(match[1])?.[1])
    .filter(Boolean)
    .map((src) => src.replaceAll("&amp;", "&"));
  const started = /\}\)\((\["\/_next\/static\/[^\]]*\])\);<\/script>/.exec(html);
  return [...new Set([...tagged, ...(started ? JSON.parse(started[1]) : [])])];
}
