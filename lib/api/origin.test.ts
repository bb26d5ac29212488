import { describe, expect, it } from "vitest";
import { isCrossSite, type SiteCheck } from "./origin";

const headers = (entries: Record<string, string>) => new Headers({ host: "qadam.uz", ...entries });
const anonymous: SiteCheck = { withCookie: false, trustProxy: false };
const withCookie: SiteCheck = { withCookie: true, trustProxy: false };

describe("isCrossSite", () => {
  it("lets same-origin writes through, with or without the cookie", () => {
    for (const check of [anonymous, withCookie]) {
      expect(isCrossSite(headers({ origin: "https://qadam.uz" }), check)).toBe(false);
      expect(isCrossSite(headers({ "sec-fetch-site": "same-origin" }), check)).toBe(false);
    }
  });

  it("lets an origin-less write without the cookie through (curl, a server calling the API)", () => {
    expect(isCrossSite(headers({}), anonymous)).toBe(false);
  });

  it("refuses a cookie-carried write with neither Origin nor Sec-Fetch-Site", () => {
    expect(isCrossSite(headers({}), withCookie)).toBe(true);
    expect(isCrossSite(headers({ "sec-fetch-site": "same-site" }), withCookie)).toBe(true);
  });

  it("refuses another origin, a cross-site fetch, and a malformed origin", () => {
    for (const check of [anonymous, withCookie]) {
      expect(isCrossSite(headers({ origin: "https://evil.example" }), check)).toBe(true);
      expect(isCrossSite(headers({ origin: "https://qadam.uz.evil.example" }), check)).toBe(true);
      expect(isCrossSite(headers({ "sec-fetch-site": "cross-site" }), check)).toBe(true);
      expect(isCrossSite(headers({ origin: "null" }), check)).toBe(true);
    }
  });

  it("compares with the forwarded host only behind a trusted proxy", () => {
    const proxied = new Headers({ host: "internal:3000", "x-forwarded-host": "qadam.uz", origin: "https://qadam.uz" });
    expect(isCrossSite(proxied, { withCookie: true, trustProxy: true })).toBe(false);
    expect(isCrossSite(proxied, withCookie)).toBe(true);
    const forged = new Headers({ host: "qadam.uz", "x-forwarded-host": "evil.example", origin: "https://evil.example" });
    expect(isCrossSite(forged, withCookie)).toBe(true);
  });
});
