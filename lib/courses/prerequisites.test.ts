import { describe, expect, it } from "vitest";

import {
  checkCourseAccess,
  courseStage,
  mentionedStages,
  prerequisiteStage,
  STAGE_LABELS,
  STAGES,
  type Stage,
} from "./prerequisites";

// The seven demo courses, one per stage.
const CHAIN_TITLES: Record<Stage, string> = {
  html: "HTML asoslari",
  css: "CSS & Bootstrap",
  javascript: "JavaScript Asoslari",
  node: "Nodejs Asoslari",
  express: "Express Foundation",
  mongo: "Mongo DB",
  deployment: "Deployment Foundation",
};

describe("courseStage", () => {
  it.each([
    ["HTML", "html"],
    ["HTML5 asoslari", "html"],
    ["html darslari", "html"],
    ["CSS & Bootstrap", "css"],
    ["Bootstrap 5", "css"],
    ["CSS3 animatsiyalar", "css"],
    ["JavaScript Asoslari", "javascript"],
    ["JAVASCRIPT", "javascript"],
    ["Node.js", "node"],
    ["Nodejs Asoslari", "node"],
    ["Node", "node"],
    ["Express", "express"],
    ["Express.js", "express"],
    ["MongoDB", "mongo"],
    ["Mongo DB", "mongo"],
    ["Mongoose bilan ishlash", "mongo"],
    ["Deployment Foundation", "deployment"],
    ["Deploy qilish", "deployment"],
  ] as const)("%s → %s", (title, stage) => {
    expect(courseStage(title)).toBe(stage);
  });

  it("takes the furthest stage a title mentions", () => {
    expect(courseStage("HTML & CSS")).toBe("css");
    expect(courseStage("Express.js — Node.js framework")).toBe("express");
    expect(courseStage("MongoDB with Node and Express")).toBe("mongo");
    expect(courseStage("JavaScript for HTML pages")).toBe("javascript");
    expect(courseStage("Deploying Node.js apps")).toBe("deployment");
  });

  it.each([
    ["Java asoslari"],
    ["Python"],
    ["TypeScript"],
    ["JS asoslari"],
    ["Vue.js"],
    [""],
  ])("does not place %j on the chain", (title) => {
    expect(courseStage(title)).toBeNull();
  });

  it("lists every mentioned stage in chain order", () => {
    expect(mentionedStages("Node, HTML va CSS")).toEqual(["html", "css", "node"]);
    expect(mentionedStages("Python")).toEqual([]);
  });
});

describe("prerequisiteStage", () => {
  it("follows the chain", () => {
    expect(STAGES.map(prerequisiteStage)).toEqual([null, "html", "css", "javascript", "node", "express", "mongo"]);
  });
});

describe("STAGE_LABELS", () => {
  it("names every stage as the prerequisite messages do", () => {
    expect(STAGES.map((stage) => STAGE_LABELS[stage])).toEqual([
      "HTML", "CSS & Bootstrap", "JavaScript", "Node.js", "Express", "MongoDB", "Deployment",
    ]);
  });
});

describe("checkCourseAccess", () => {
  it("always opens HTML", () => {
    expect(checkCourseAccess({ title: "HTML asoslari", enrolledTitles: [] })).toEqual({ open: true });
  });

  it.each(STAGES.slice(1).map((stage) => [stage]))("locks %s without its prerequisite", (stage) => {
    const required = prerequisiteStage(stage);
    const others = STAGES.filter((other) => other !== required && other !== stage).map((other) => CHAIN_TITLES[other]);
    expect(checkCourseAccess({ title: CHAIN_TITLES[stage], enrolledTitles: others })).toEqual({
      open: false,
      requiredStage: required,
    });
  });

  it.each(STAGES.slice(1).map((stage) => [stage]))("opens %s with its prerequisite", (stage) => {
    const required = prerequisiteStage(stage);
    if (required === null) throw new Error("chain stage without prerequisite");
    expect(checkCourseAccess({ title: CHAIN_TITLES[stage], enrolledTitles: [CHAIN_TITLES[required]] })).toEqual({ open: true });
  });

  it("matches the enrolled course by keywords in any case", () => {
    expect(checkCourseAccess({ title: "CSS & Bootstrap", enrolledTitles: ["html5 ASOSLARI"] })).toEqual({ open: true });
  });

  it("counts an enrolled title that mentions the required stage among others", () => {
    expect(checkCourseAccess({ title: "CSS & Bootstrap", enrolledTitles: ["HTML & CSS"] })).toEqual({ open: true });
  });

  it("does not let a later stage stand in for the required one", () => {
    expect(checkCourseAccess({ title: "Express", enrolledTitles: ["MongoDB"] })).toEqual({
      open: false,
      requiredStage: "node",
    });
  });

  it("does not take Java for JavaScript", () => {
    expect(checkCourseAccess({ title: "Node.js", enrolledTitles: ["Java asoslari"] })).toEqual({
      open: false,
      requiredStage: "javascript",
    });
  });

  it("always locks a course off the chain", () => {
    expect(checkCourseAccess({ title: "Python", enrolledTitles: Object.values(CHAIN_TITLES) })).toEqual({
      open: false,
      requiredStage: null,
    });
  });
});
