import { describe, expect, it } from "vitest";
import { checkCourseAccess, makesCycle } from "./prerequisites";

const HTML = { id: "html", title: "HTML asoslari" };

describe("checkCourseAccess", () => {
  it("opens a course without a prerequisite, whatever the student has", () => {
    expect(checkCourseAccess({ prerequisite: null, enrolledCourseIds: [] })).toEqual({ open: true });
  });

  it("locks a course until the student is enrolled in its prerequisite, naming it", () => {
    expect(checkCourseAccess({ prerequisite: HTML, enrolledCourseIds: ["css", "js"] })).toEqual({ open: false, requiredCourse: HTML, rule: "bought" });
    expect(checkCourseAccess({ prerequisite: HTML, enrolledCourseIds: ["html"] })).toEqual({ open: true });
  });

  it("goes by the course, not by words in titles", () => {
    expect(checkCourseAccess({ prerequisite: HTML, enrolledCourseIds: ["html5-boshqa-kurs"] })).toEqual({ open: false, requiredCourse: HTML, rule: "bought" });
  });
});

describe("checkCourseAccess with the rule 'finished' (issue 42)", () => {
  it("stays locked for a student who bought the prerequisite but has not finished it", () => {
    expect(checkCourseAccess({ prerequisite: HTML, rule: "finished", enrolledCourseIds: ["html"], finishedCourseIds: [] })).toEqual({ open: false, requiredCourse: HTML, rule: "finished" });
  });

  it("opens once the prerequisite is finished", () => {
    expect(checkCourseAccess({ prerequisite: HTML, rule: "finished", enrolledCourseIds: ["html"], finishedCourseIds: ["html"] })).toEqual({ open: true });
  });

  it("keeps today's rule by default: bought is enough, finished others do not count", () => {
    expect(checkCourseAccess({ prerequisite: HTML, enrolledCourseIds: ["html"], finishedCourseIds: [] })).toEqual({ open: true });
    expect(checkCourseAccess({ prerequisite: HTML, rule: "finished", enrolledCourseIds: ["html"], finishedCourseIds: ["css"] })).toMatchObject({ open: false });
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
