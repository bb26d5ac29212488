import { describe, expect, it } from "vitest";
import { certificateHours } from "./hours";

const video = (videoSeconds: number | null) => ({ hasVideo: true, videoSeconds });
const text = { hasVideo: false, videoSeconds: null };

describe("certificateHours (issue 42)", () => {
  it("prints the course's own hours when the admin set them, whatever the videos say", () => {
    expect(certificateHours({ hours: 40, lessons: [video(3600), video(null)] })).toBe(40);
    expect(certificateHours({ hours: 1, lessons: [] })).toBe(1);
  });

  it("else sums the videos' lengths into whole hours, lessons without video adding nothing", () => {
    expect(certificateHours({ hours: null, lessons: [video(3600), text, video(1800), video(1799)] })).toBe(2);
    expect(certificateHours({ hours: null, lessons: [video(5400)] })).toBe(2);
    expect(certificateHours({ hours: null, lessons: [video(5399)] })).toBe(1);
  });

  it("gives a short course one hour rather than none", () => {
    expect(certificateHours({ hours: null, lessons: [video(600)] })).toBe(1);
  });

  it("prints nothing while a video's length is unknown, or when the course has no video", () => {
    expect(certificateHours({ hours: null, lessons: [video(3600), video(null)] })).toBeNull();
    expect(certificateHours({ hours: null, lessons: [video(0)] })).toBeNull();
    expect(certificateHours({ hours: null, lessons: [text, text] })).toBeNull();
    expect(certificateHours({ hours: null, lessons: [] })).toBeNull();
  });
});
