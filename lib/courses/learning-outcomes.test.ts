import { describe, expect, it } from "vitest";

import { learningOutcomeKey } from "./learning-outcomes";

describe("learningOutcomeKey", () => {
  it.each([
    ["HTML asoslari", "html"],
    ["CSS & Bootstrap", "css"],
    ["JavaScript Asoslari", "javascript"],
    ["Nodejs Asoslari", "node"],
    ["Express Foundation", "express"],
    ["Mongo DB", "mongo"],
    ["Deployment Foundation", "deployment"],
  ] as const)("%s → %s", (title, key) => {
    expect(learningOutcomeKey(title)).toBe(key);
  });

  it("agrees with the prerequisite stage for a title with several keywords", () => {
    expect(learningOutcomeKey("Express.js va Node.js")).toBe("express");
  });

  it("shows 'coming soon' for a course off the chain", () => {
    expect(learningOutcomeKey("Python")).toBe("comingSoon");
    expect(learningOutcomeKey("Java")).toBe("comingSoon");
    expect(learningOutcomeKey("")).toBe("comingSoon");
  });
});
