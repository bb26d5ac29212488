import { describe, expect, it } from "vitest";
import { z } from "zod";
import { POST as login } from "@/app/api/auth/login/route";
import { AppError, errorCatalogue, type ErrorCode } from "@/lib/errors/app-error";
import { route } from "@/lib/api/route";
import ru from "@/messages/ru.json";
import uz from "@/messages/uz.json";
import { call } from "../support/call";
import { createUser } from "../support/factories";

// DESIGN.md, API contract: every failure carries a stable `code` and a `message` in the
// caller's language (the `lang` cookie, else Accept-Language, else Uzbek); the Uzbek text is
// the spec's catalogue text word for word.

const codes = Object.keys(errorCatalogue) as ErrorCode[];
const uzErrors = uz.api.errors as Record<string, string>;
const ruErrors = ru.api.errors as Record<string, string>;
const CYRILLIC = /[\u0400-\u04FF]/;

function throwing(code: ErrorCode) {
  return route({ auth: "none" }, async () => {
    throw new AppError(code);
  });
}

describe("the error code table", () => {
  it.each(codes)("%s has the catalogue's Uzbek text and a Russian one", (code) => {
    expect(uzErrors[code]).toBe(errorCatalogue[code].message);
    expect(ruErrors[code]).toMatch(CYRILLIC);
    expect(uzErrors[code]).not.toMatch(CYRILLIC);
  });

  it.each(codes)("%s answers in the caller's language with the same code and status", async (code) => {
    const handler = throwing(code);
    const plain = await call(handler);
    const byCookie = await call(handler, { cookie: "lang=ru" });
    const byHeader = await call(handler, { headers: { "accept-language": "ru-RU,ru;q=0.9,en;q=0.8" } });
    const cookieFirst = await call(handler, { cookie: "theme=dark; lang=uz", headers: { "accept-language": "ru" } });
    for (const res of [plain, byCookie, byHeader, cookieFirst]) {
      expect(res.status).toBe(errorCatalogue[code].status);
      expect(res.body).toMatchObject({ success: false, code });
    }
    expect(plain.body.message).toBe(uzErrors[code]);
    expect(cookieFirst.body.message).toBe(uzErrors[code]);
    expect(byCookie.body.message).toBe(ruErrors[code]);
    expect(byHeader.body.message).toBe(ruErrors[code]);
  });
});

describe("language of an answer", () => {
  const echo = route({ auth: "none" }, async ({ locale, t }) => ({ locale, message: t("api.errors.not_found") }));

  it.each([
    [{}, "uz"],
    [{ headers: { "accept-language": "en-US,en;q=0.9" } }, "uz"],
    [{ headers: { "accept-language": "en;q=0.9, ru;q=0.5, uz;q=0.8" } }, "uz"],
    [{ headers: { "accept-language": "uz;q=0.1, ru" } }, "ru"],
    [{ cookie: "lang=xx", headers: { "accept-language": "ru" } }, "ru"],
    [{ cookie: "lang=ru", headers: { "accept-language": "uz" } }, "ru"],
  ])("%j → %s", async (options, locale) => {
    const res = await call(echo, options);
    expect(res.body.locale).toBe(locale);
    expect(res.body.message).toBe(locale === "ru" ? ruErrors.not_found : uzErrors.not_found);
  });

  it("a zod problem without a message of its own names the field in the caller's language", async () => {
    const handler = route({ auth: "none", body: z.object({ fullName: z.string() }) }, async () => ({}));
    const uzAnswer = await call(handler, { body: { fullName: 5 } });
    const ruAnswer = await call(handler, { body: { fullName: 5 }, cookie: "lang=ru" });
    expect(uzAnswer.body).toMatchObject({ code: "invalid_input", message: "Noto'g'ri ma'lumot yuborildi: Ism-familya" });
    expect(ruAnswer.body).toMatchObject({ code: "invalid_input", message: "Отправлены неверные данные: Имя и фамилия" });
  });

  it("a real call: a wrong password in Russian", async () => {
    const user = await createUser();
    const uzAnswer = await call(login, { body: { phone: user.phone, password: "wrong-password" } });
    const ruAnswer = await call(login, { body: { phone: user.phone, password: "wrong-password" }, headers: { "accept-language": "ru" } });
    expect(uzAnswer.body).toMatchObject({ code: "invalid_credentials", message: "Telefon raqam yoki parol noto'g'ri" });
    expect(ruAnswer.body).toMatchObject({ code: "invalid_credentials", message: "Неверный номер телефона или пароль" });
  });
});
