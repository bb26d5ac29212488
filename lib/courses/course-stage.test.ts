import { describe, expect, it } from "vitest";

import { courseStage, mentionedStages, STAGE_LABELS, STAGES } from "./course-stage";

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

describe("STAGE_LABELS", () => {
  it("names every stage as the prerequisite messages do", () => {
    expect(STAGES.map((stage) => STAGE_LABELS[stage])).toEqual([
      "HTML", "CSS & Bootstrap", "JavaScript", "Node.js", "Express", "MongoDB", "Deployment",
    ]);
  });
});
