import { describe, expect, it } from "vitest";
import { ApiError, errorText, isRefusal } from "./client";

// The one way a page words a failed call (issue 23: it was written out in each admin view).
describe("errorText", () => {
  const words = { fallback: "Xatolik", network: "Internet yo'q", signedOut: "Kirish kerak" };

  it("names a lost network, a 401 in the page's words, else the server's words, else the fallback", () => {
    expect(errorText(new ApiError(0, null, null), words)).toBe("Internet yo'q");
    expect(errorText(new ApiError(401, "unauthenticated", "Tizimga kirish kerak"), words)).toBe("Kirish kerak");
    expect(errorText(new ApiError(409, "phone_taken", "Band raqam"), words)).toBe("Band raqam");
    expect(errorText(new ApiError(500, null, null), words)).toBe("Xatolik");
    expect(errorText(new Error("boom"), words)).toBe("Xatolik");
  });

  it("keeps the server's words out of a read's load error, and falls back where the page has no word of its own", () => {
    expect(errorText(new ApiError(500, "internal", "Server xatosi"), { ...words, serverWords: false })).toBe("Xatolik");
    expect(errorText(new ApiError(0, null, null), { fallback: "Xatolik" })).toBe("Xatolik");
    expect(errorText(new ApiError(401, "unauthenticated", "Tizimga kirish kerak"), { fallback: "Xatolik" })).toBe("Tizimga kirish kerak");
  });

  it("tells a field's own refusal by its code", () => {
    expect(isRefusal(new ApiError(409, "phone_taken", "Band"), "phone_taken")).toBe(true);
    expect(isRefusal(new ApiError(409, "conflict", "Band"), "phone_taken")).toBe(false);
    expect(isRefusal(new Error("phone_taken"), "phone_taken")).toBe(false);
  });
});
