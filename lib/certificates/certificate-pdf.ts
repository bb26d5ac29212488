import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import QRCode from "qrcode";

/** What one certificate's PDF prints; every label already in the reader's language. */
export type CertificatePdfInput = {
  studentName: string;
  title: string;
  code: string;
  /** The verification address, printed and in the QR code. */
  url: string;
  labels: {
    brand: string;
    heading: string;
    awardedTo: string;
    course: string;
    date: string;
    dateValue: string;
    hours: string | null;
    hoursValue: string | null;
    code: string;
    verify: string;
    revoked: string | null;
  };
};

// DejaVu Sans, shipped as TrueType by the dejavu-fonts-ttf package: it has the Uzbek Latin
// letters (oʻ, gʻ with U+02BB) and the whole Cyrillic block, and no system font is needed. Read
// from the installed package beside the app (the server runs from the project's folder); the
// literal paths let the build's file tracing ship exactly these two files with the server.
let fonts: Promise<[Uint8Array, Uint8Array]> | null = null;
function fontFiles(): Promise<[Uint8Array, Uint8Array]> {
  fonts ??= Promise.all([
    readFile(path.join(process.cwd(), "node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf")),
    readFile(path.join(process.cwd(), "node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf")),
  ]);
  fonts.catch(() => {
    fonts = null;
  });
  return fonts;
}

const INK = rgb(0.07, 0.09, 0.16);
const MUTED = rgb(0.36, 0.4, 0.48);
const ACCENT = rgb(0.06, 0.55, 0.42);
const RED = rgb(0.75, 0.1, 0.1);

/** Shrinks a line's size until it fits the width (a long name or course title stays on the page). */
function fitted(font: PDFFont, text: string, size: number, width: number): number {
  let fit = size;
  while (fit > 8 && font.widthOfTextAtSize(text, fit) > width) fit -= 1;
  return fit;
}

function centred(page: PDFPage, font: PDFFont, text: string, y: number, size: number, color = INK) {
  const fit = fitted(font, text, size, page.getWidth() - 120);
  page.drawText(text, { x: (page.getWidth() - font.widthOfTextAtSize(text, fit)) / 2, y, size: fit, font, color });
}

/**
 * A certificate as an A4 landscape PDF: the student's name, the course, the date, the hours,
 * the code, and a QR code of the verification address printed under it. Course and offline
 * certificates share it.
 */
export async function renderCertificatePdf(input: CertificatePdfInput): Promise<Uint8Array> {
  const [regularBytes, boldBytes] = await fontFiles();
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(`${input.labels.heading}: ${input.studentName}`);
  pdf.setSubject(input.title);
  pdf.setProducer(input.labels.brand);
  const regular = await pdf.embedFont(regularBytes, { subset: true });
  const bold = await pdf.embedFont(boldBytes, { subset: true });
  const page = pdf.addPage([842, 595]);
  const { width, height } = page.getSize();

  page.drawRectangle({ x: 24, y: 24, width: width - 48, height: height - 48, borderColor: ACCENT, borderWidth: 3 });
  page.drawRectangle({ x: 34, y: 34, width: width - 68, height: height - 68, borderColor: ACCENT, borderWidth: 0.75 });

  centred(page, bold, input.labels.brand, height - 90, 16, ACCENT);
  centred(page, bold, input.labels.heading, height - 150, 40);
  centred(page, regular, input.labels.awardedTo, height - 200, 14, MUTED);
  centred(page, bold, input.studentName, height - 245, 30);
  centred(page, regular, input.labels.course, height - 290, 14, MUTED);
  centred(page, bold, input.title, height - 325, 22);

  const facts: [string, string][] = [[input.labels.date, input.labels.dateValue]];
  if (input.labels.hours && input.labels.hoursValue) facts.push([input.labels.hours, input.labels.hoursValue]);
  facts.push([input.labels.code, input.code]);
  facts.forEach(([label, value], index) => {
    const y = 175 - index * 34;
    page.drawText(label, { x: 80, y: y + 14, size: 10, font: regular, color: MUTED });
    page.drawText(value, { x: 80, y, size: 14, font: bold, color: INK });
  });
  if (input.labels.revoked) page.drawText(input.labels.revoked, { x: 80, y: 60, size: 14, font: bold, color: RED });

  const qrSize = 130;
  const qr = await pdf.embedPng(await QRCode.toBuffer(input.url, { errorCorrectionLevel: "M", margin: 2, scale: 8 }));
  page.drawImage(qr, { x: width - 80 - qrSize, y: 82, width: qrSize, height: qrSize });
  const verifySize = fitted(regular, input.url, 9, 320);
  page.drawText(input.labels.verify, { x: width - 80 - Math.max(qrSize, regular.widthOfTextAtSize(input.url, verifySize)), y: 66, size: 9, font: regular, color: MUTED });
  page.drawText(input.url, { x: width - 80 - Math.max(qrSize, regular.widthOfTextAtSize(input.url, verifySize)), y: 54, size: verifySize, font: regular, color: INK });

  return pdf.save();
}
