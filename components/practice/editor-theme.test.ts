import { describe, expect, it } from "vitest";
import { EDITOR_BACKGROUNDS, editorColors } from "./editor-theme";

/** WCAG 2.1 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe("the editor theme", () => {
  it("sets every text colour at 4.5:1 or more on the editor and its active line", () => {
    for (const [name, color] of Object.entries(editorColors)) {
      for (const background of Object.values(EDITOR_BACKGROUNDS)) expect({ name, ok: contrast(color, background) >= 4.5 }).toEqual({ name, ok: true });
    }
  });
});
