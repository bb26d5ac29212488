import { describe, expect, it } from "vitest";
import { coverSvg, DEMO_COVERS } from "@/prisma/seed-data/covers";

// Issue 44 (left from item 9): a demo cover had an Uzbek caption drawn into the picture, so a
// Russian reader saw it beside the Russian title. A cover now carries only words in no language
// (the technology's name and the school's), and the page says the title in the reader's.

const textsOf = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);

describe("demo course covers", () => {
  it.each(DEMO_COVERS.map((cover) => [cover.label, cover] as const))("%s has no words of one language", (label, cover) => {
    expect(textsOf(coverSvg(cover))).toEqual([label, "Qadam"]);
  });
});
