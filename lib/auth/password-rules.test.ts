import { describe, expect, it } from "vitest";
import { changePasswordForm } from "./password-rules";

function errorsOf(values: Record<string, string>) {
  const result = changePasswordForm.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("changePasswordForm", () => {
  it("reports the empty current password and the short new one on their fields", () => {
    expect(errorsOf({ currentPassword: "", newPassword: "", confirmPassword: "" })).toEqual({
      currentPassword: "api.validation.passwordFieldsRequired",
      newPassword: "api.validation.newPasswordTooShort",
    });
  });

  it("reports a mismatch under the repeated password, together with the other errors", () => {
    expect(errorsOf({ currentPassword: "", newPassword: "admin123456", confirmPassword: "admin1234567" })).toEqual({
      currentPassword: "api.validation.passwordFieldsRequired",
      confirmPassword: "api.validation.newPasswordMismatch",
    });
  });

  it("counts a password's length in UTF-8 bytes, as bcrypt does, in a browser too", () => {
    expect(errorsOf({ currentPassword: "x", newPassword: "ж".repeat(37), confirmPassword: "ж".repeat(37) })).toEqual({ newPassword: "api.validation.passwordTooLong" });
    expect(changePasswordForm.parse({ currentPassword: "x", newPassword: "ж".repeat(36), confirmPassword: "ж".repeat(36) })).toBeTruthy();
  });
});
