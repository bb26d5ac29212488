import { describe, expect, it } from "vitest";
import { newCertificateCode } from "./certificate-code";

describe("newCertificateCode", () => {
  it("is 10 characters of the unambiguous alphabet", () => {
    for (let i = 0; i < 200; i++) expect(newCertificateCode()).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
  });

  it("does not repeat", () => {
    const codes = new Set(Array.from({ length: 1000 }, newCertificateCode));
    expect(codes.size).toBe(1000);
  });
});
