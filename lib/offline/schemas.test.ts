import { describe, expect, it } from "vitest";
import { offlineEditForm, setDailyScoreBody, setStepBody } from "./schemas";

const valid = {
  fullName: "Ali Valiyev",
  phone: "+998 90 123 45 67",
  role: "student_offline",
  balance: "0",
  step: "3",
  totalScore: "10",
  arrivalDate: "2025-10-10",
  attendanceDays: ["Du", "Ch"],
  todayScore: "",
  todayNote: "",
};

function errorsOf(values: Record<string, unknown>) {
  const result = offlineEditForm.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("offlineEditForm", () => {
  it("turns the texts of a valid form into the numbers the route takes", () => {
    expect(offlineEditForm.parse(valid)).toMatchObject({ balance: 0, step: 3, totalScore: 10, todayScore: null, arrivalDate: "2025-10-10" });
  });

  it("puts each problem on its own field, with the server's message key", () => {
    expect(errorsOf({ ...valid, step: "0" })).toEqual({ step: "api.validation.stepMin" });
    expect(errorsOf({ ...valid, step: "1.5" })).toEqual({ step: "api.validation.stepInteger" });
    expect(errorsOf({ ...valid, step: " ", balance: "" })).toEqual({ step: "api.validation.balanceAndStepRequired", balance: "api.validation.balanceAndStepRequired" });
    expect(errorsOf({ ...valid, totalScore: "-1", todayScore: "-2" })).toEqual({
      totalScore: "api.validation.totalScoreNegative",
      todayScore: "api.validation.scoreNegative",
    });
    expect(errorsOf({ ...valid, fullName: " ", phone: "+998 90" })).toEqual({
      fullName: "api.validation.nameAndPhoneRequired",
      phone: "api.validation.phoneIncomplete",
    });
    expect(errorsOf({ ...valid, arrivalDate: "not a date" })).toEqual({ arrivalDate: "api.validation.arrivalDate" });
  });

  it("leaves the optional figures and the arrival date empty", () => {
    expect(offlineEditForm.parse({ ...valid, totalScore: "", arrivalDate: "" })).toMatchObject({ totalScore: null, arrivalDate: "" });
  });
});

describe("the register's bodies", () => {
  it("take a step of at least 1 and a whole score or null", () => {
    expect(setStepBody.safeParse({ step: 0 }).error?.issues[0]?.message).toBe("api.validation.stepMin");
    expect(setDailyScoreBody.parse({ score: null })).toEqual({ score: null });
    expect(setDailyScoreBody.safeParse({ score: 1.5 }).error?.issues[0]?.message).toBe("api.validation.scoreInteger");
  });
});
