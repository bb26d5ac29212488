import { describe, expect, it } from "vitest";
import { setDailyScoreBody, setStepBody } from "./schemas";

describe("the register's bodies", () => {
  it("take a step of at least 1 and a whole score or null", () => {
    expect(setStepBody.safeParse({ step: 0 }).error?.issues[0]?.message).toBe("api.validation.stepMin");
    expect(setDailyScoreBody.parse({ score: null })).toEqual({ score: null });
    expect(setDailyScoreBody.safeParse({ score: 1.5 }).error?.issues[0]?.message).toBe("api.validation.scoreInteger");
  });
});
