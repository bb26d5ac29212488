import { describe, expect, it } from "vitest";

import { toPlayerSource } from "./to-player-source";

const ID = "dQw4w9WgXcQ";
const YOUTUBE_EMBED = { kind: "iframe", src: `https://www.youtube-nocookie.com/embed/${ID}` };
const VIMEO_EMBED = { kind: "iframe", src: "https://player.vimeo.com/video/123456789" };

describe("toPlayerSource: YouTube", () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}`,
    `http://www.youtube.com/watch?v=${ID}`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/watch?v=${ID}&t=42s&list=PL123&index=2`,
    `https://www.youtube.com/watch?feature=share&v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abcdef&t=10`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/embed/${ID}?autoplay=1`,
    `https://www.youtube.com/live/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://youtube-nocookie.com/embed/${ID}`,
    `https://WWW.YouTube.com/watch?v=${ID}`,
    `www.youtube.com/watch?v=${ID}`,
    `youtu.be/${ID}`,
    `//www.youtube.com/embed/${ID}`,
    `  https://youtu.be/${ID}  `,
  ])("%s", (input) => {
    expect(toPlayerSource(input)).toEqual(YOUTUBE_EMBED);
  });

  it("accepts an id of 6 characters and refuses 5 (spec §5 minimum)", () => {
    expect(toPlayerSource("https://youtu.be/abc_-1")).toEqual({ kind: "iframe", src: "https://www.youtube-nocookie.com/embed/abc_-1" });
    expect(toPlayerSource("https://youtu.be/abc12")).toBeNull();
  });

  it.each([
    ["watch without v", "https://www.youtube.com/watch?list=PL123"],
    ["empty v", "https://www.youtube.com/watch?v="],
    ["id with other characters", "https://www.youtube.com/watch?v=dQw4w9WgX%3Cs"],
    ["id with a dot", "https://youtu.be/dQw4w9.gXcQ"],
    ["channel page", "https://www.youtube.com/@somechannel"],
    ["playlist page", "https://www.youtube.com/playlist?list=PL1234567"],
    ["extra path after the id", `https://www.youtube.com/embed/${ID}/extra`],
    ["youtu.be root", "https://youtu.be/"],
    ["nocookie not embed", `https://www.youtube-nocookie.com/watch?v=${ID}`],
    ["over-long id", `https://youtu.be/${"a".repeat(65)}`],
  ])("refuses %s", (_, input) => {
    expect(toPlayerSource(input)).toBeNull();
  });
});

describe("toPlayerSource: Vimeo", () => {
  it.each([
    "https://vimeo.com/123456789",
    "https://www.vimeo.com/123456789",
    "http://vimeo.com/123456789",
    "https://player.vimeo.com/video/123456789",
    "https://player.vimeo.com/video/123456789?autoplay=1&title=0",
    "vimeo.com/123456789",
  ])("%s", (input) => {
    expect(toPlayerSource(input)).toEqual(VIMEO_EMBED);
  });

  it("keeps the privacy hash of an unlisted video", () => {
    const unlisted = { kind: "iframe", src: "https://player.vimeo.com/video/123456789?h=a1b2c3d4e5" };
    expect(toPlayerSource("https://vimeo.com/123456789/a1b2c3d4e5")).toEqual(unlisted);
    expect(toPlayerSource("https://player.vimeo.com/video/123456789?h=a1b2c3d4e5")).toEqual(unlisted);
  });

  it.each([
    ["non-numeric id", "https://vimeo.com/channels"],
    ["id under 6 digits", "https://vimeo.com/12345"],
    ["bad privacy hash", "https://vimeo.com/123456789/%22onload"],
    ["bad h parameter", "https://player.vimeo.com/video/123456789?h=<script>"],
    ["player without /video", "https://player.vimeo.com/123456789"],
    ["other vimeo subdomain", "https://evil.vimeo.com/123456789"],
  ])("refuses %s", (_, input) => {
    expect(toPlayerSource(input)).toBeNull();
  });
});

describe("toPlayerSource: mp4", () => {
  it("plays an https .mp4 link as a video", () => {
    expect(toPlayerSource("https://cdn.example.com/lessons/intro.mp4")).toEqual({
      kind: "video",
      src: "https://cdn.example.com/lessons/intro.mp4",
    });
  });

  it("allows a query string and any case of the extension", () => {
    expect(toPlayerSource("https://cdn.example.com/a/Intro.MP4?token=abc&exp=1")).toEqual({
      kind: "video",
      src: "https://cdn.example.com/a/Intro.MP4?token=abc&exp=1",
    });
  });

  it("gives the URL parser's normalised form, with quotes encoded", () => {
    expect(toPlayerSource('https://cdn.example.com/a b.mp4?x="y"')).toEqual({
      kind: "video",
      src: "https://cdn.example.com/a%20b.mp4?x=%22y%22",
    });
  });

  it.each([
    ["plain http", "http://cdn.example.com/intro.mp4"],
    ["mp4 only in the query", "https://cdn.example.com/watch?file=intro.mp4"],
    ["mp4 only in the fragment", "https://cdn.example.com/page#intro.mp4"],
    ["other extension", "https://cdn.example.com/intro.webm"],
    ["mp4 in the middle", "https://cdn.example.com/intro.mp4.html"],
    ["credentials in the URL", "https://user:pass@cdn.example.com/intro.mp4"],
    ["data URL", "data:video/mp4;base64,AAAA.mp4"],
    ["file URL", "file:///etc/passwd.mp4"],
  ])("refuses %s", (_, input) => {
    expect(toPlayerSource(input)).toBeNull();
  });
});

describe("toPlayerSource: pasted iframe", () => {
  it("keeps only a YouTube src, rebuilt", () => {
    const html = `<iframe width="560" height="315" src="https://www.youtube.com/embed/${ID}?si=xyz&amp;start=5" title="YouTube video player" frameborder="0" allow="autoplay" allowfullscreen></iframe>`;
    expect(toPlayerSource(html)).toEqual(YOUTUBE_EMBED);
  });

  it("accepts single-quoted, unquoted and protocol-relative src", () => {
    expect(toPlayerSource(`<iframe src='https://player.vimeo.com/video/123456789'></iframe>`)).toEqual(VIMEO_EMBED);
    expect(toPlayerSource(`<IFRAME SRC=https://youtu.be/${ID}></IFRAME>`)).toEqual(YOUTUBE_EMBED);
    expect(toPlayerSource(`<iframe src="//www.youtube.com/embed/${ID}"></iframe>`)).toEqual(YOUTUBE_EMBED);
  });

  it("accepts an iframe around an https mp4", () => {
    expect(toPlayerSource('<iframe src="https://cdn.example.com/v.mp4"></iframe>')).toEqual({
      kind: "video",
      src: "https://cdn.example.com/v.mp4",
    });
  });

  it("keeps nothing else of the HTML: handlers and other attributes are dropped", () => {
    const html = `<iframe onload="alert(1)" src="https://www.youtube.com/embed/${ID}" srcdoc="<script>alert(1)</script>"></iframe>`;
    expect(toPlayerSource(html)).toEqual(YOUTUBE_EMBED);
  });

  it("ignores data-src and reads the real src", () => {
    const html = `<iframe data-src="https://www.youtube.com/embed/${ID}" src="https://evil.example/x"></iframe>`;
    expect(toPlayerSource(html)).toBeNull();
  });

  it.each([
    ["another host", '<iframe src="https://evil.example/embed/dQw4w9WgXcQ"></iframe>'],
    ["javascript src", '<iframe src="javascript:alert(1)"></iframe>'],
    ["data src", '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>'],
    ["no src", "<iframe srcdoc=\"<script>alert(1)</script>\"></iframe>"],
    ["a nested iframe as src", `<iframe src="<iframe src=https://youtu.be/${ID}>"></iframe>`],
    ["a script tag", `<script src="https://youtu.be/${ID}"></script>`],
    ["text before the iframe", `hello <iframe src="https://youtu.be/${ID}"></iframe>`],
  ])("refuses %s", (_, input) => {
    expect(toPlayerSource(input)).toBeNull();
  });
});

describe("toPlayerSource: attacks and junk", () => {
  it.each([
    ["javascript URL", "javascript:alert(1)"],
    ["javascript URL with mixed case and spaces", "  JaVaScRiPt:alert(document.cookie)//youtube.com/watch?v=dQw4w9WgXcQ"],
    ["javascript with a newline inside", "java\nscript:alert(1)"],
    ["vbscript", "vbscript:msgbox(1)"],
    ["data URL", "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="],
    ["lookalike suffix host", `https://youtube.com.evil.com/watch?v=${ID}`],
    ["lookalike prefix host", `https://evilyoutube.com/watch?v=${ID}`],
    ["lookalike youtu.be", `https://youtu.be.evil.com/${ID}`],
    ["lookalike vimeo", "https://vimeo.com.evil.com/123456789"],
    ["host hidden behind credentials", `https://youtube.com@evil.com/watch?v=${ID}`],
    ["credentials before a real host", `https://evil.com@www.youtube.com/watch?v=${ID}`],
    ["host with a trailing dot", `https://youtube.com./watch?v=${ID}`],
    ["unicode lookalike host", `https://yоutube.com/watch?v=${ID}`],
    ["ftp", `ftp://youtube.com/watch?v=${ID}`],
    ["other site", "https://example.com/video"],
    ["plain words", "video keyinroq"],
    ["empty", ""],
    ["overlong input", `https://youtu.be/${ID}?x=${"a".repeat(5000)}`],
  ])("refuses %s", (_, input) => {
    expect(toPlayerSource(input)).toBeNull();
  });

  it("refuses null and undefined", () => {
    expect(toPlayerSource(null)).toBeNull();
    expect(toPlayerSource(undefined)).toBeNull();
  });

  it("only ever returns the canonical embed hosts for iframes", () => {
    const inputs = [`https://m.youtube.com/watch?v=${ID}`, "https://vimeo.com/123456789", `<iframe src="https://youtu.be/${ID}">`];
    for (const input of inputs) {
      const source = toPlayerSource(input);
      expect(source?.kind).toBe("iframe");
      expect(source?.src).toMatch(/^https:\/\/(www\.youtube-nocookie\.com\/embed|player\.vimeo\.com\/video)\/[A-Za-z0-9_-]+(\?h=[0-9a-f]+)?$/);
    }
  });
});
