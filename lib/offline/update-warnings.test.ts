import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors/app-error";
import { apiText } from "@/lib/i18n/api-text";
import { checkedWarnings, warningsErrorMessage } from "./update-warnings";

describe("checkedWarnings", () => {
  it("gives the next warning and keeps three slots", () => {
    expect(checkedWarnings(["", "", ""], ["kech qoldi"])).toEqual(["kech qoldi", "", ""]);
    expect(checkedWarnings(["a", "", ""], ["a", "b", ""])).toEqual(["a", "b", ""]);
  });

  it.each([
    [["", "", ""], ["", "b", ""], "Avval 1-ogohlantirishni bering."],
    [["a", "", ""], ["a", "", "c"], "Avval 2-ogohlantirishni bering."],
    [["", "", ""], ["x".repeat(501)], "Ogohlantirish sababi 500 belgidan oshmasligi kerak"],
    [["", "", ""], ["a", "b", "c", "d"], "Ogohlantirishlar ro'yxati noto'g'ri"],
    [["", "", ""], "a", "Ogohlantirishlar ro'yxati noto'g'ri"],
  ])("refuses %j → %j with %s", (current, next, message) => {
    let thrown: unknown;
    try {
      checkedWarnings(current, next);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).message).toBe(message);
    expect((thrown as AppError).status).toBe(400);
  });

  it("words the reason and slot errors too", () => {
    expect(apiText("uz", warningsErrorMessage({ ok: false, error: "reasonRequired" }))).toBe("Ogohlantirish sababini yozing");
    expect(apiText("uz", warningsErrorMessage({ ok: false, error: "invalidSlot" }))).toBe("Ogohlantirishlar ro'yxati noto'g'ri");
    expect(apiText("ru", warningsErrorMessage({ ok: false, error: "previousWarningRequired", required: 2 }))).toBe("Сначала выдайте предупреждение № 2.");
  });
});
