import { describe, expect, it } from "vitest";
import { checkCourseAccess, makesCycle } from "./prerequisites";

const HTML = { id: "html", title: "HTML asoslari" };

describe("checkCourseAccess", () => {
  it("opens a course without a prerequisite, whatever the student has", () => {
    expect(checkCourseAccess({ prerequisite: null, enrolledCourseIds: [] })).toEqual({ open: true });
  });

  it("locks a course until the student is enrolled in its prerequisite, naming it", () => {
    expect(checkCourseAccess({ prerequisite: HTML, enrolledCourseIds: ["css", "js"] })).toEqual({ open: false, requiredCourse: HTML });
    expect(checkCourseAccess({ prerequisite: HTML, enrolledCourseIds: ["html"] })).toEqual({ open: true });
  });

  it("goes by the course, not by words in titles", () => {
    expect(checkCourseAccess({ prerequisite: HTML, enrolledCourseIds: ["html5-boshqa-kurs"] })).toEqual({ open: false, requiredCourse: HTML });
  });
});

describe("makesCycle", () => {
  const chain = new Map<string, string | null>([
    ["html", null],
    ["css", "html"],
    ["js", "css"],
  ]);

  it("refuses the course itself", () => {
    expect(makesCycle({ courseId: "css", prerequisiteId: "css", prerequisiteOf: chain })).toBe(true);
  });

  it("refuses a course further down the chain", () => {
    expect(makesCycle({ courseId: "html", prerequisiteId: "js", prerequisiteOf: chain })).toBe(true);
  });

  it("accepts a course up the chain or off it", () => {
    expect(makesCycle({ courseId: "js", prerequisiteId: "html", prerequisiteOf: chain })).toBe(false);
    expect(makesCycle({ courseId: "new", prerequisiteId: "js", prerequisiteOf: chain })).toBe(false);
  });
});
