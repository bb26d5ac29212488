import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { apiText } from "@/lib/i18n/api-text";
import { isDecodableUrl, refuseUndecodableUrl } from "./decodable-url";

describe("isDecodableUrl", () => {
  it.each(["/", "/api/courses/abc", "/courses/%D0%BA%D1%83%D1%80%D1%81", "/api/admin/users?search=Ali+Valiyev&page=2", "/a%00b", "/x?q=%25"])(
    "decodes %s",
    (target) => expect(isDecodableUrl(target)).toBe(true),
  );

  it.each(["/api/courses/%E0%A4%A", "/api/courses/%ED%A0%80", "/courses/%", "/api/admin/users?search=%E0%A4%A", "/x?%=1", "/x?q=%zz", "/courses?x=%00", "/home?a%00=1", "/api/courses?search=a%00b"])(
    "refuses %s",
    (target) => expect(isDecodableUrl(target)).toBe(false),
  );
});

describe("refuseUndecodableUrl", () => {
  it("answers 400 invalid_input in the caller's language, before any handler", async () => {
    const server = http.createServer((req, res) => {
      if (!refuseUndecodableUrl(req, res)) res.end("handled");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const [language, cookie] of [["ru", ""], ["uz", ""], ["uz", "lang=ru"]] as const) {
        const res = await fetch(`${base}/api/courses/%E0%A4%A`, { headers: { "accept-language": language, cookie } });
        const locale = cookie ? "ru" : language;
        expect(res.status).toBe(400);
        expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
        expect(await res.json()).toEqual({ success: false, code: "invalid_input", message: apiText(locale, "api.errors.invalid_input") });
      }
      expect(apiText("ru", "api.errors.invalid_input")).not.toBe(apiText("uz", "api.errors.invalid_input"));
      expect(await (await fetch(`${base}/api/courses/abc`)).text()).toBe("handled");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
