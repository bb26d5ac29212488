import { describe, expect, it } from "vitest";
import { embedWithApi, playerKindOf, readPlayerMessage } from "./player-messages";

describe("embedWithApi (issue 42)", () => {
  it("turns YouTube's messages on, from the page's origin, and starts where the student stopped", () => {
    const src = "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ";
    expect(playerKindOf(src)).toBe("youtube");
    expect(embedWithApi(src, "youtube", { origin: "https://qadam.uz", startSeconds: 75.8 })).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?enablejsapi=1&origin=https%3A%2F%2Fqadam.uz&start=75",
    );
  });

  it("keeps Vimeo's privacy hash and starts at the second", () => {
    const src = "https://player.vimeo.com/video/123456789?h=abcdef12";
    expect(playerKindOf(src)).toBe("vimeo");
    expect(embedWithApi(src, "vimeo", { origin: "https://qadam.uz", startSeconds: 0 })).toBe("https://player.vimeo.com/video/123456789?h=abcdef12&api=1");
    expect(embedWithApi(src, "vimeo", { origin: "https://qadam.uz", startSeconds: 42 })).toBe("https://player.vimeo.com/video/123456789?h=abcdef12&api=1#t=42s");
  });

  it("knows no other player", () => {
    expect(playerKindOf("https://example.com/a.mp4")).toBeNull();
  });
});

describe("readPlayerMessage", () => {
  it("reads YouTube's clock, length and state", () => {
    const message = JSON.stringify({ event: "infoDelivery", info: { currentTime: 12.5, duration: 212, playerState: 1 } });
    expect(readPlayerMessage("youtube", message)).toEqual({ time: 12.5, duration: 212, playing: true });
    expect(readPlayerMessage("youtube", JSON.stringify({ event: "infoDelivery", info: { playerState: 2 } }))).toEqual({ playing: false });
    expect(readPlayerMessage("youtube", JSON.stringify({ event: "onStateChange", info: 3 }))).toEqual({ playing: false });
  });

  it("reads Vimeo's events", () => {
    expect(readPlayerMessage("vimeo", { event: "ready" })).toEqual({ ready: true });
    expect(readPlayerMessage("vimeo", JSON.stringify({ event: "timeupdate", data: { seconds: 3.2, duration: 60, percent: 0.05 } }))).toEqual({ time: 3.2, duration: 60 });
    expect(readPlayerMessage("vimeo", { event: "play" })).toEqual({ playing: true });
    expect(readPlayerMessage("vimeo", { event: "ended" })).toEqual({ playing: false });
  });

  it("ignores anything else", () => {
    expect(readPlayerMessage("youtube", "not json")).toBeNull();
    expect(readPlayerMessage("youtube", { event: "apiInfoDelivery" })).toBeNull();
    expect(readPlayerMessage("vimeo", 42)).toBeNull();
  });
});
