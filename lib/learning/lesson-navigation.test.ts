import { describe, expect, it } from "vitest";
import { locateLesson, moduleProgress, openingLessonId } from "./lesson-navigation";

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
  it("gives the neighbours along the course, crossing into the next module", () => {
    expect(locateLesson(modules, "a")).toMatchObject({ module: { id: "m1" }, previous: undefined, next: { lesson: { id: "b" }, moduleId: "m1" } });
    expect(locateLesson(modules, "b")).toMatchObject({ index: 1, previous: { lesson: { id: "a" } }, next: { lesson: { id: "c" } } });
    // Keyingi at a module's last lesson carries on into the next module.
    expect(locateLesson(modules, "c")).toMatchObject({ previous: { lesson: { id: "b" } }, next: { lesson: { id: "d" }, moduleId: "m2" } });
    expect(locateLesson(modules, "d")).toMatchObject({ module: { id: "m2" }, index: 0, previous: { lesson: { id: "c" }, moduleId: "m1" }, next: { lesson: { id: "e" } } });
    expect(locateLesson(modules, "e")).toMatchObject({ next: undefined });
  });

  it("skips a module without lessons", () => {
    const withEmpty = [modules[0]!, { id: "empty", lessons: [] }, modules[1]!];
    expect(locateLesson(withEmpty, "c")?.next).toEqual({ lesson: { id: "d" }, moduleId: "m2" });
    expect(locateLesson(withEmpty, "d")?.previous).toEqual({ lesson: { id: "c" }, moduleId: "m1" });
  });

  it("is null for an unknown lesson", () => {
    expect(locateLesson(modules, "x")).toBeNull();
    expect(locateLesson(modules, null)).toBeNull();
  });
});

describe("moduleProgress", () => {
  it("counts the opened lessons of the module", () => {
    expect(moduleProgress(modules[0]!, new Set(["a", "c", "d"]))).toEqual({ opened: 2, total: 3 });
    expect(moduleProgress({ id: "m", lessons: [] }, new Set())).toEqual({ opened: 0, total: 0 });
  });
});
