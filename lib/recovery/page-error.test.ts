import { describe, expect, it } from "vitest";
import { pageErrorText } from "./page-error";

describe("pageErrorText", () => {
  it("gives a known code's message in the page's language", () => {
    expect(pageErrorText("uz", "reset_code_invalid")).toBe("Kod noto'g'ri yoki muddati o'tgan. Yangi kod so'rang");
    expect(pageErrorText("ru", ["too_many_attempts", "x"])).toMatch(/^Слишком много попыток/);
  });

  it("shows nothing for no code, an unknown one or one that is not a code", () => {
    expect(pageErrorText("uz", undefined)).toBeNull();
    expect(pageErrorText("uz", "no_such_code")).toBeNull();
    expect(pageErrorText("uz", "<script>")).toBeNull();
    expect(pageErrorText("uz", "api.errors.internal")).toBeNull();
  });
});
