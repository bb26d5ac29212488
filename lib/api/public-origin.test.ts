import { describe, expect, it } from "vitest";
import { publicOrigin } from "./public-origin";

const FALLBACK = "http://localhost:3000/api/admin/users/x/password-reset";
const headers = (values: Record<string, string>) => new Headers(values);

describe("publicOrigin", () => {
  it("names the host the browser asked for, with the request's scheme", () => {
    expect(publicOrigin(headers({ host: "127.0.0.1:3236" }), false, FALLBACK)).toBe("http://127.0.0.1:3236");
    expect(publicOrigin(headers({ host: "[::1]:3000" }), false, "https://x/")).toBe("https://[::1]:3000");
  });

  it("believes X-Forwarded-Host and -Proto only behind a trusted proxy", () => {
    const forwarded = headers({ host: "app-1:3000", "x-forwarded-host": "qadam.uz", "x-forwarded-proto": "https" });
    expect(publicOrigin(forwarded, true, FALLBACK)).toBe("https://qadam.uz");
    expect(publicOrigin(forwarded, false, FALLBACK)).toBe("http://app-1:3000");
  });

  it("falls back to the request's own origin for a host that is not a plain host", () => {
    for (const host of ["evil.example/path", "a b", "x@evil.example", ""]) {
      expect(publicOrigin(headers(host ? { host } : {}), false, FALLBACK), host).toBe("http://localhost:3000");
    }
    expect(publicOrigin(headers({ host: "qadam.uz", "x-forwarded-proto": "javascript" }), true, FALLBACK)).toBe("http://localhost:3000");
  });
});
