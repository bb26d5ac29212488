import { describe, expect, it } from "vitest";
import { locateLesson, openingLessonId } from "./lesson-navigation";

const modules = [
  { id: "m1", lessons: [{ id: "a" }, { id: "b" }, { id: "c" }] },
  { id: "m2", lessons: [{ id: "d" }, { id: "e" }] },
];

describe("openingLessonId", () => {
  it("prefers the lesson in the URL, then the last opened, then the first", () => {
    expect(openingLessonId(modules, "e", "b")).toBe("e");
    expect(openingLessonId(modules, null, "b")).toBe("b");
    expect(openingLessonId(modules, null, null)).toBe("a");
  });

  it("ignores ids that are not lessons of this course", () => {
    expect(openingLessonId(modules, "zzz", "deleted")).toBe("a");
  });

  it("is null for a course without lessons", () => {
    expect(openingLessonId([{ id: "m", lessons: [] }], null, null)).toBeNull();
    expect(openingLessonId([], "a", "a")).toBeNull();
  });
});

describe("locateLesson", () => {
  it("gives neighbours within the module only", () => {
    expect(locateLesson(modules, "a")).toMatchObject({ module: { id: "m1" }, previous: undefined, next: { id: "b" } });
    expect(locateLesson(modules, "b")).toMatchObject({ index: 1, previous: { id: "a" }, next: { id: "c" } });
    // The last lesson of a module has no 'next', even though the course goes on.
    expect(locateLesson(modules, "c")).toMatchObject({ previous: { id: "b" }, next: undefined });
    expect(locateLesson(modules, "d")).toMatchObject({ module: { id: "m2" }, previous: undefined, next: { id: "e" } });
  });

  it("is null for an unknown lesson", () => {
    expect(locateLesson(modules, "x")).toBeNull();
    expect(locateLesson(modules, null)).toBeNull();
  });
});
