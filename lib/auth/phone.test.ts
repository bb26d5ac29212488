import { describe, expect, it } from "vitest";
import { apiText } from "@/lib/i18n/api-text";
import { formatPhone, normalizePhone } from "@/lib/format/phone";
import { phoneSchema } from "./phone";

describe("normalizePhone", () => {
  it.each([
    ["+998 90 123 45 67", "+998901234567"],
    ["+998901234567", "+998901234567"],
    ["998901234567", "+998901234567"],
    ["+998 (90) 123-45-67", "+998901234567"],
  ])("reads %s", (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each(["", "+998 90 123 45 6", "+998 90 123 45 678", "+7 900 123 45 67", "90 123 45 67", "+998 9O 123 45 67"])("refuses %j", (input) => {
    expect(normalizePhone(input)).toBeNull();
  });
});

describe("formatPhone", () => {
  it("writes the spec's input format", () => {
    expect(formatPhone("+998901234567")).toBe("+998 90 123 45 67");
  });

  it("formats a number being typed", () => {
    expect(formatPhone("+99890")).toBe("+998 90");
    expect(formatPhone("+998901")).toBe("+998 90 1");
    expect(formatPhone("")).toBe("+998");
  });
});

describe("phoneSchema", () => {
  it("answers the spec's message", () => {
    const result = phoneSchema.safeParse("+998 90");
    expect(result.success).toBe(false);
    expect(apiText("uz", result.error?.issues[0]?.message ?? "")).toBe("Telefon raqam to'liq emas");
    expect(apiText("ru", result.error?.issues[0]?.message ?? "")).toBe("Номер телефона неполный");
  });
});
