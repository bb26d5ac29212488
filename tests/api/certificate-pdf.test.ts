import { inflateSync } from "node:zlib";
import jsQR from "jsqr";
import { PDFDocument, PDFName, PDFNumber, PDFRawStream } from "pdf-lib";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { GET as certificatePdf } from "@/app/api/certificates/[code]/pdf/route";
import { db } from "@/lib/db/client";
import { newCertificateCode } from "@/lib/offline/certificate-code";
import { call } from "../support/call";
import { createCourse } from "../support/course-factory";
import { createUser } from "../support/factories";

/** The PDF's text, all pages. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

/** The QR code's text, decoded from the PDF's one RGB image. */
async function pdfQrTarget(bytes: Uint8Array): Promise<string | null> {
  const pdf = await PDFDocument.load(bytes);
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || object.dict.get(PDFName.of("Subtype")) !== PDFName.of("Image")) continue;
    if (object.dict.get(PDFName.of("ColorSpace")) !== PDFName.of("DeviceRGB")) continue;
    const width = (object.dict.get(PDFName.of("Width")) as PDFNumber).asNumber();
    const height = (object.dict.get(PDFName.of("Height")) as PDFNumber).asNumber();
    const rgb = inflateSync(object.contents);
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      rgba.set([rgb[i * 3]!, rgb[i * 3 + 1]!, rgb[i * 3 + 2]!, 255], i * 4);
    }
    return jsQR(rgba, width, height)?.data ?? null;
  }
  return null;
}

async function download(code: string, lang: "uz" | "ru" = "uz") {
  const url = new URL(`/api/certificates/${code}/pdf`, "http://localhost:3000");
  const response = await certificatePdf(new Request(url, { headers: { host: "qadam.test", "accept-language": lang } }), { params: Promise.resolve({ code }) });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe("certificate PDF", () => {
  it("a course certificate prints the name in Uzbek Latin, the course in Cyrillic, the code, the hours and a QR of the verification address", async () => {
    const course = await createCourse({ title: "JavaScript asoslari" });
    await db().course.update({ where: { id: course.id }, data: { titleRu: "Основы JavaScript", durationWeeks: 4 } });
    const student = await createUser({ fullName: "Gʻulomjon Oʻrinboyev" });
    const code = newCertificateCode();
    await db().courseCertificate.create({ data: { code, userId: student.id, courseId: course.id, hours: 24 } });

    const uz = await download(code, "uz");
    expect(uz.response.status).toBe(200);
    expect(uz.response.headers.get("content-type")).toBe("application/pdf");
    expect(uz.response.headers.get("content-disposition")).toContain(`sertifikat-${code}.pdf`);
    const uzText = await pdfText(uz.bytes);
    expect(uzText).toContain("Gʻulomjon Oʻrinboyev");
    expect(uzText).toContain("JavaScript asoslari");
    expect(uzText).toContain(code);
    expect(uzText).toContain("24 soat");
    expect(await pdfQrTarget(uz.bytes)).toBe(`http://qadam.test/certificates/${code}`);

    const ruText = await pdfText((await download(code, "ru")).bytes);
    expect(ruText).toContain("Основы JavaScript");
    expect(ruText).toContain("СЕРТИФИКАТ");
  });

  it("an offline certificate gets the same PDF, named by its place in the chain", async () => {
    const student = await createUser({ fullName: "Дилноза Каримова" });
    const code = newCertificateCode();
    await db().certificate.create({ data: { code, userId: student.id, position: 2 } });
    const { response, bytes } = await download(code.toLowerCase());
    expect(response.status).toBe(200);
    const text = await pdfText(bytes);
    expect(text).toContain("Дилноза Каримова");
    expect(text).toContain("JavaScript Asoslari sertifikati");
    expect(text).toContain(code);
    expect(await pdfQrTarget(bytes)).toBe(`http://qadam.test/certificates/${code}`);
  });

  it("a revoked certificate says so and why", async () => {
    const course = await createCourse();
    const student = await createUser();
    const code = newCertificateCode();
    await db().courseCertificate.create({ data: { code, userId: student.id, courseId: course.id, hours: 12, revokedAt: new Date(), revokeReason: "Ko'chirilgan loyiha" } });
    expect(await pdfText((await download(code)).bytes)).toContain("BEKOR QILINGAN: Ko'chirilgan loyiha");
  });

  it.each([
    ["an unknown code", "ZZZZZZZZZZ", 404, "Sertifikat topilmadi"],
    ["a malformed code", "bad%20code", 400, undefined],
  ])("%s is refused", async (_name, code, status, message) => {
    const res = await call(certificatePdf, { params: { code } });
    expect(res.status).toBe(status);
    if (message) expect(res.body.message).toBe(message);
  });
});
