import { describe, expect, it } from "vitest";
import { apiText } from "@/lib/i18n/api-text";
import { CERTIFICATE_NAMES } from "./certificates";
import { certificatesErrorMessage } from "./update-certificates";

describe("certificate names from messages", () => {
  it("are the spec's fixed names in Uzbek and translated in Russian", () => {
    CERTIFICATE_NAMES.forEach((name, position) => {
      expect(apiText("uz", `api.certificates.${position}`)).toBe(name);
      expect(apiText("ru", `api.certificates.${position}`)).toMatch(/Сертификат/);
    });
  });

  it("a refusal names the certificate in the caller's language", () => {
    const message = certificatesErrorMessage({ ok: false, error: "previousCertificateRequired", required: "HTML sertifikati" });
    expect(apiText("uz", message)).toBe('Avval "HTML sertifikati" ochilishi kerak');
    expect(apiText("ru", message)).toBe("Сначала нужно открыть «Сертификат HTML»");
  });
});
