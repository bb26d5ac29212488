import { describe, expect, it } from "vitest";
import { apiText, hasApiText } from "@/lib/i18n/api-text";
import { AUTH_MESSAGES, loginForm, registerForm } from "./schemas";

const valid = {
  fullName: "Aziza Karimova",
  phone: "+998 90 123 45 67",
  password: "secret1",
  confirmPassword: "secret1",
  meta: { region: "Toshkent", district: "Chirchiq shahri", school: "12-maktab", grade: "9-sinf" },
};

function errors(input: unknown): Record<string, string> {
  const result = registerForm.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), apiText("uz", issue.message)]));
}

describe("registerForm", () => {
  it("accepts a complete form and normalises the phone", () => {
    const result = registerForm.parse(valid);
    expect(result.phone).toBe("+998901234567");
  });

  it("reports every spec §5 message of an empty form at once", () => {
    const empty = { fullName: "", phone: "", password: "", confirmPassword: "", meta: { region: "", district: "", school: "", grade: "" } };
    expect(errors(empty)).toEqual({
      fullName: "Ism-familya kiritilishi shart",
      phone: "Telefon raqam to'liq emas",
      password: "Parol kamida 6 ta belgi bo'lishi kerak",
      "meta.region": "Viloyat tanlanmagan",
      "meta.district": "Tuman/shahar tanlanmagan",
      "meta.school": "Maktab tanlanmagan",
      "meta.grade": "Sinf tanlanmagan",
    });
  });

  it("asks a parent for no school fields (issue 38), a student still for all of them", () => {
    const empty = { region: "", district: "", school: "", grade: "" };
    expect(errors({ ...valid, role: "parent", meta: empty })).toEqual({});
    expect(Object.keys(errors({ ...valid, role: "student", meta: empty })).sort()).toEqual(["meta.district", "meta.grade", "meta.region", "meta.school"]);
  });

  it("reports a password mismatch alongside other errors", () => {
    expect(errors({ ...valid, fullName: "  ", confirmPassword: "other1" })).toEqual({
      fullName: "Ism-familya kiritilishi shart",
      confirmPassword: "Parollar mos kelmadi",
    });
  });

  it.each([
    ["a short phone", { phone: "+998 90 123" }, "phone", "Telefon raqam to'liq emas"],
    ["a 5-character password", { password: "12345", confirmPassword: "12345" }, "password", "Parol kamida 6 ta belgi bo'lishi kerak"],
    ["a district of another region", { meta: { ...valid.meta, district: "Asaka tumani" } }, "meta.district", "Tuman/shahar tanlanmagan"],
    ["an unknown school", { meta: { ...valid.meta, school: "101-maktab" } }, "meta.school", "Maktab tanlanmagan"],
  ])("refuses %s", (_case, overrides, path, message) => {
    expect(errors({ ...valid, ...overrides })).toEqual({ [path]: message });
  });
});

describe("loginForm", () => {
  it("needs a full phone and 6 characters", () => {
    const result = loginForm.safeParse({ phone: "+998 9", password: "123" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => apiText("uz", issue.message))).toEqual(["Telefon raqam to'liq emas", "Parol kamida 6 ta belgi bo'lishi kerak"]);
    expect(loginForm.parse({ phone: "+998 90 000 00 00", password: "admin12345" }).phone).toBe("+998900000000");
  });
});

describe("AUTH_MESSAGES", () => {
  it("are message keys with a text in both languages, so no page matches words", () => {
    for (const key of Object.values(AUTH_MESSAGES)) expect(hasApiText(key), key).toBe(true);
    expect(apiText("ru", AUTH_MESSAGES.region)).toBe("Область не выбрана");
  });
});
