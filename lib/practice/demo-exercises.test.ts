import { afterAll, describe, expect, it } from "vitest";
import { DEMO_COURSES } from "@/prisma/seed-data/courses";
import { DEMO_EXERCISES } from "@/prisma/seed-data/exercises";
import { exerciseBody } from "./contract";
import { runChecks } from "./run-checks";
import { closeSandbox } from "./sandbox/practice-pool";

afterAll(async () => {
  await closeSandbox();
});

describe("demo exercises", () => {
  it("give every module of the first three courses at least two, the first lesson one, js in the JavaScript language modules", () => {
    for (const [course, { modules }] of DEMO_COURSES.slice(0, 3).entries()) {
      for (const module of modules.keys()) {
        const here = DEMO_EXERCISES.filter(({ at }) => at[0] === course && at[1] === module);
        expect(here.length, `${course}.${module}`).toBeGreaterThanOrEqual(2);
        expect(here.every(({ at }) => DEMO_COURSES[course]!.modules[module]!.lessons[at[2]] !== undefined)).toBe(true);
      }
    }
    expect(DEMO_EXERCISES.some(({ at }) => at.join() === "0,0,0")).toBe(true);
    const language = DEMO_EXERCISES.filter(({ at }) => at[0] === 2 && at[1] < 2);
    expect(language.every(({ exercise }) => exercise.kind === "js")).toBe(true);
  });

  it.each(DEMO_EXERCISES.map((entry) => [entry.exercise.titleUz, entry] as const))("%s: valid, its solution passes on the server and its starter does not", async (_title, { exercise }) => {
    const parsed = exerciseBody.parse({ ...exercise, published: true });
    if (parsed.kind === "quiz") throw new Error("a demo exercise is code");
    const solution = await runChecks({ kind: parsed.kind, files: parsed.solutionFiles, checks: parsed.checks, caller: "student" });
    expect(solution.results.filter((result) => !result.passed)).toEqual([]);
    expect(solution.passed).toBe(true);
    const starter = await runChecks({ kind: parsed.kind, files: parsed.starterFiles, checks: parsed.checks, caller: "student" });
    expect(starter.passed).toBe(false);
  }, 20_000);
});
