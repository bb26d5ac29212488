import { describe, expect, it } from "vitest";
import { isCrossSite } from "./origin";

const headers = (entries: Record<string, string>) => new Headers({ host: "qadam.uz", ...entries });

describe("isCrossSite", () => {
  it("lets same-origin and origin-less requests through", () => {
    expect(isCrossSite(headers({}))).toBe(false);
    expect(isCrossSite(headers({ origin: "https://qadam.uz" }))).toBe(false);
    expect(isCrossSite(headers({ "sec-fetch-site": "same-origin" }))).toBe(false);
  });

  it("refuses another origin, a cross-site fetch, and a malformed origin", () => {
    expect(isCrossSite(headers({ origin: "https://evil.example" }))).toBe(true);
    expect(isCrossSite(headers({ origin: "https://qadam.uz.evil.example" }))).toBe(true);
    expect(isCrossSite(headers({ "sec-fetch-site": "cross-site" }))).toBe(true);
    expect(isCrossSite(headers({ origin: "null" }))).toBe(true);
  });

  it("compares with the forwarded host behind a proxy", () => {
    expect(isCrossSite(new Headers({ host: "internal:3000", "x-forwarded-host": "qadam.uz", origin: "https://qadam.uz" }))).toBe(false);
  });
});
