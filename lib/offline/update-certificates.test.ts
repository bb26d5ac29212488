import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors/app-error";
import { apiText } from "@/lib/i18n/api-text";
import { activeCertificateState, certificatesErrorMessage, checkedCertificates } from "./update-certificates";

const none = [false, false, false, false, false, false, false];
const firstTwo = [true, true, false, false, false, false, false];

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(400);
    return (error as AppError).message;
  }
  throw new Error("expected a refusal");
}

describe("activeCertificateState", () => {
  it("counts a revoked row as locked", () => {
    expect(activeCertificateState([{ position: 0, revokedAt: null }, { position: 1, revokedAt: new Date() }])).toEqual([true, false, false, false, false, false, false]);
  });

  it("ignores positions outside the chain", () => {
    expect(activeCertificateState([{ position: 9, revokedAt: null }])).toEqual(none);
  });
});

describe("checkedCertificates", () => {
  it("accepts names and booleans in order", () => {
    expect(checkedCertificates(none, ["HTML sertifikati"])).toEqual([true, false, false, false, false, false, false]);
    expect(checkedCertificates(none, [true, true])).toEqual(firstTwo);
    expect(checkedCertificates(firstTwo, [])).toEqual(none);
  });

  it("names the earlier certificate an unlock needs", () => {
    expect(refusal(() => checkedCertificates(none, ["JavaScript Asoslari sertifikati"]))).toBe('Avval "HTML sertifikati" ochilishi kerak');
    expect(refusal(() => checkedCertificates([true, false, false, false, false, false, false], [true, false, true]))).toBe(
      'Avval "CSS & Bootstrap sertifikati" ochilishi kerak',
    );
  });

  it("names the later certificate that must be locked first when locking out of order", () => {
    expect(refusal(() => checkedCertificates(firstTwo, [false, true]))).toBe('Avval "CSS & Bootstrap sertifikati" yopilishi kerak');
    expect(refusal(() => checkedCertificates(firstTwo, ["CSS & Bootstrap sertifikati"]))).toBe('Avval "CSS & Bootstrap sertifikati" yopilishi kerak');
  });

  it.each([
    [["PHP sertifikati"], "Noma'lum sertifikat: PHP sertifikati"],
    [[1], "Sertifikatlar ro'yxati noto'g'ri"],
    ["HTML sertifikati", "Sertifikatlar ro'yxati noto'g'ri"],
    [[true, true, true, true, true, true, true, true], "Sertifikatlar ro'yxati noto'g'ri"],
  ])("refuses %j with %s", (next, message) => {
    expect(refusal(() => checkedCertificates(none, next))).toBe(message);
  });

  it("cuts a very long unknown name in the message", () => {
    expect(apiText("uz", certificatesErrorMessage({ ok: false, error: "unknownCertificate", name: "x".repeat(200) }))).toBe(`Noma'lum sertifikat: ${"x".repeat(60)}`);
  });
});
