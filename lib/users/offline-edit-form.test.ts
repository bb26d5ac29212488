import { describe, expect, it } from "vitest";
import { offlineEditForm } from "./offline-edit-form";

const valid = {
  fullName: "Ali Valiyev",
  phone: "+998 90 123 45 67",
  role: "student_offline",
  balance: 0,
  step: 3,
  totalScore: 10,
  arrivalDate: "2025-10-10",
  attendanceDays: ["Du", "Ch"],
  todayScore: undefined,
  todayNote: "",
};

function errorsOf(values: Record<string, unknown>) {
  const result = offlineEditForm.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("offlineEditForm", () => {
  it("takes a valid form as it is", () => {
    expect(offlineEditForm.parse(valid)).toMatchObject({ phone: "+998901234567", balance: 0, step: 3, totalScore: 10, arrivalDate: new Date("2025-10-10T00:00:00Z") });
  });

  it("says a step that is not a number (an input the browser could not read) is not a whole number", () => {
    expect(errorsOf({ ...valid, step: Number.NaN })).toEqual({ step: "api.validation.stepInteger" });
  });

  it("puts each problem on its own field, with the server's message key", () => {
    expect(errorsOf({ ...valid, step: 0 })).toEqual({ step: "api.validation.stepMin" });
    expect(errorsOf({ ...valid, step: 1.5 })).toEqual({ step: "api.validation.stepInteger" });
    expect(errorsOf({ ...valid, step: undefined, balance: undefined })).toEqual({ step: "api.validation.balanceAndStepRequired", balance: "api.validation.balanceAndStepRequired" });
    expect(errorsOf({ ...valid, totalScore: -1, todayScore: -2 })).toEqual({
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
    expect(offlineEditForm.parse({ ...valid, totalScore: undefined, arrivalDate: "" })).toEqual(expect.objectContaining({ totalScore: undefined, arrivalDate: null }));
  });
});
