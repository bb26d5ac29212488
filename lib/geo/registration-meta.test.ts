import { describe, expect, it } from "vitest";

import { apiText } from "@/lib/i18n/api-text";
import { registrationMeta } from "@/lib/geo/registration-meta";

const valid = { region: "Andijon", district: "Asaka tumani", school: "21-maktab", grade: "9-sinf" };

/** Field → messages of a failed parse. */
function errorsOf(input: unknown): Record<string, string[]> {
  const result = registrationMeta.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".");
    (errors[key] ??= []).push(apiText("uz", issue.message));
  }
  return errors;
}

describe("registrationMeta", () => {
  it("accepts a valid selection and returns it unchanged", () => {
    expect(registrationMeta.parse(valid)).toEqual(valid);
    expect(
      registrationMeta.parse({ region: "Toshkent", district: "Toshkent shahri", school: "100-maktab", grade: "11-sinf" }),
    ).toEqual({ region: "Toshkent", district: "Toshkent shahri", school: "100-maktab", grade: "11-sinf" });
  });

  it("reports every missing field with its Uzbek message", () => {
    expect(errorsOf({})).toEqual({
      region: ["Viloyat tanlanmagan"],
      district: ["Tuman/shahar tanlanmagan"],
      school: ["Maktab tanlanmagan"],
      grade: ["Sinf tanlanmagan"],
    });
  });

  it("treats empty strings as not selected", () => {
    expect(errorsOf({ region: "", district: "", school: "", grade: "" })).toEqual({
      region: ["Viloyat tanlanmagan"],
      district: ["Tuman/shahar tanlanmagan"],
      school: ["Maktab tanlanmagan"],
      grade: ["Sinf tanlanmagan"],
    });
  });

  it("rejects a district that does not belong to the region", () => {
    expect(errorsOf({ ...valid, district: "Urgut tumani" })).toEqual({ district: ["Tuman/shahar tanlanmagan"] });
    expect(errorsOf({ ...valid, district: "Yo'q tumani" })).toEqual({ district: ["Tuman/shahar tanlanmagan"] });
  });

  it("checks the district even when another field fails", () => {
    expect(errorsOf({ ...valid, district: "Urgut tumani", school: "" })).toEqual({
      district: ["Tuman/shahar tanlanmagan"],
      school: ["Maktab tanlanmagan"],
    });
  });

  it("reports an unknown region once, on region", () => {
    expect(errorsOf({ ...valid, region: "Qoraqalpog'iston" })).toEqual({ region: ["Viloyat tanlanmagan"] });
  });

  it("rejects unknown schools and grades", () => {
    expect(errorsOf({ ...valid, school: "101-maktab", grade: "12-sinf" })).toEqual({
      school: ["Maktab tanlanmagan"],
      grade: ["Sinf tanlanmagan"],
    });
    expect(errorsOf({ ...valid, school: "0-maktab", grade: "0-sinf" })).toEqual({
      school: ["Maktab tanlanmagan"],
      grade: ["Sinf tanlanmagan"],
    });
  });

  it("rejects values of the wrong type with the field's message", () => {
    expect(errorsOf({ region: 1, district: null, school: 21, grade: 9 })).toEqual({
      region: ["Viloyat tanlanmagan"],
      district: ["Tuman/shahar tanlanmagan"],
      school: ["Maktab tanlanmagan"],
      grade: ["Sinf tanlanmagan"],
    });
  });

  it("drops unknown keys", () => {
    expect(registrationMeta.parse({ ...valid, extra: "x" })).toEqual(valid);
  });
});
