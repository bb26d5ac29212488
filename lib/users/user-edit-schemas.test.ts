import { describe, expect, it } from "vitest";
import { pickUserEditForm, userEditBody } from "./user-edit-schemas";

const profile = { fullName: "Ali Valiyev", phone: "+998 90 111 22 33" };

describe("pickUserEditForm: the old client's bodies land on their form", () => {
  it.each([
    ["settings profile", profile, "profile"],
    ["users modal, balance and step left empty", { ...profile, role: "student" }, "account"],
    ["users modal, all filled in", { ...profile, role: "admin", balance: 0, step: 1 }, "account"],
    ["offline modal, no score today", { ...profile, role: "student_offline", balance: 0, step: 1, arrivalDate: "", attendanceDays: [] }, "offline"],
    ["offline modal with a total only", { ...profile, balance: 0, step: 1, totalScore: 4 }, "offline"],
    ["warnings editor", { warnings: ["", "", ""] }, "warnings"],
    ["certificates editor", { certificates: [] }, "certificates"],
  ])("%s", (_case, body, form) => {
    expect(pickUserEditForm(body)).toEqual({ form });
  });

  it.each([
    ["an empty body", {}, "api.validation.nothingToChange"],
    ["warnings and a name", { warnings: [], fullName: "A" }, "api.validation.mixedForms"],
    ["certificates and a step", { certificates: [], step: 3 }, "api.validation.mixedForms"],
    ["an unknown field", { ...profile, constructor: 1 }, "api.validation.unknownField"],
  ])("refuses %s", (_case, body, key) => {
    const picked = pickUserEditForm(body);
    expect("problem" in picked && picked.problem.key).toBe(key);
  });
});

describe("userEditBody", () => {
  it("answers the picked form and its parsed input, the phone normalised", () => {
    expect(userEditBody.parse({ ...profile, role: "student", balance: 5 })).toEqual({
      form: "account",
      input: { fullName: "Ali Valiyev", phone: "+998901112233", role: "student", balance: 5 },
    });
  });

  it("names the offline modal's missing balance with the spec's message", () => {
    const result = userEditBody.safeParse({ ...profile, step: 1, arrivalDate: "" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("api.validation.balanceAndStepRequired");
  });

  it.each([[[]], ["text"], [null], [7]])("refuses a body that is not an object: %j", (body) => {
    expect(userEditBody.safeParse(body).success).toBe(false);
  });
});
