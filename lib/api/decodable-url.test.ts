import { describe, expect, it } from "vitest";
import { isDecodableUrl } from "./decodable-url";

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
