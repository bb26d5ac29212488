import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { hasActivePdfContent } from "./pdf-active-content";

const pdf = (...parts: (string | Buffer)[]) => new Uint8Array(Buffer.concat(parts.map((part) => (typeof part === "string" ? Buffer.from(part, "latin1") : part))));

const PLAIN = "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n";

function objectStream(objects: string): Buffer {
  const body = deflateSync(Buffer.from(objects, "latin1"));
  return Buffer.concat([Buffer.from(`5 0 obj<</Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${body.length}>>stream\n`, "latin1"), body, Buffer.from("\nendstream\nendobj\n", "latin1")]);
}

describe("hasActivePdfContent", () => {
  it.each([
    ["a plain PDF", pdf(PLAIN)],
    ["an incremental update (two %%EOF)", pdf(PLAIN, "3 0 obj<</Type/Annot>>endobj\ntrailer<</Prev 9>>\n%%EOF\r\n")],
    ["an opening view that is only a destination", pdf("%PDF-1.4\n1 0 obj<</Type/Catalog/OpenAction [3 0 R /Fit]>>endobj\n%%EOF\n")],
    ["a link to a web page", pdf("%PDF-1.4\n1 0 obj<</Type/Annot/A<</S/URI/URI(https://bank.uz)>>>>endobj\n%%EOF\n")],
    ["an object stream of plain objects", pdf("%PDF-1.5\n", objectStream("1 0 <</Type/Catalog/Pages 2 0 R>>"), "%%EOF\n")],
    ["padding after %%EOF", pdf(PLAIN, "\0\0\n")],
    ["image data that happens to spell /JS and <svg", pdf("%PDF-1.4\n4 0 obj<</Subtype/Image/Filter/DCTDecode/Length 20>>stream\n\xff/JS /AA <svg x\xd8\nendstream\nendobj\n", PLAIN.slice(9))],
  ])("lets %s through", (_case, bytes) => {
    expect(hasActivePdfContent(bytes)).toBe(false);
  });

  it.each([
    ["JavaScript run on opening", pdf("%PDF-1.4\n1 0 obj<</Type/Catalog/OpenAction<</S/JavaScript/JS(app.alert(1))>>>>endobj\n%%EOF\n")],
    ["an opening action by reference", pdf("%PDF-1.4\n1 0 obj<</Type/Catalog/OpenAction 4 0 R>>endobj\n%%EOF\n")],
    ["a /JS key alone", pdf("%PDF-1.4\n1 0 obj<</JS 5 0 R>>endobj\n%%EOF\n")],
    ["a name written with # escapes", pdf("%PDF-1.4\n1 0 obj<</S/J#61vaScript/J#53(x)>>endobj\n%%EOF\n")],
    ["additional actions", pdf("%PDF-1.4\n1 0 obj<</Type/Page/AA<</O 4 0 R>>>>endobj\n%%EOF\n")],
    ["a launch action", pdf("%PDF-1.4\n1 0 obj<</S/Launch/F(cmd.exe)>>endobj\n%%EOF\n")],
    ["a form that submits", pdf("%PDF-1.4\n1 0 obj<</S/SubmitForm/F(https://x)>>endobj\n%%EOF\n")],
    ["an embedded file", pdf("%PDF-1.4\n1 0 obj<</Type/EmbeddedFile>>endobj\n%%EOF\n")],
    ["an XFA form", pdf("%PDF-1.4\n1 0 obj<</AcroForm<</XFA 6 0 R>>>>endobj\n%%EOF\n")],
    ["HTML after %%EOF", pdf(PLAIN, "<html><script>alert(document.cookie)</script></html>\n")],
    ["a script tag in a comment", pdf("%PDF-1.4\n%<SCRIPT>alert(1)</SCRIPT>\n", PLAIN.slice(9))],
    ["no %%EOF at all", pdf("%PDF-1.4\n1 0 obj<<>>endobj\n")],
    ["JavaScript inside a compressed object stream", pdf("%PDF-1.5\n", objectStream("1 0 <</S/JavaScript/JS(app.alert(1))>>"), "%%EOF\n")],
    ["an object stream that does not inflate", pdf("%PDF-1.5\n5 0 obj<</Type/ObjStm/Filter/FlateDecode/Length 4>>stream\nabcd\nendstream\nendobj\n%%EOF\n")],
  ])("refuses %s", (_case, bytes) => {
    expect(hasActivePdfContent(bytes)).toBe(true);
  });
});
