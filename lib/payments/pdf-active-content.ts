import { inflateSync } from "node:zlib";

// A receipt PDF is only ever looked at, so anything in it that acts by itself is refused (issue
// 25, item 9): scripts, actions run on opening or by events, launching programs, forms that send
// data, embedded files and media, and bytes that are not PDF at all (HTML after %%EOF, a script
// tag anywhere) that make the file a polyglot. Nothing here rewrites a PDF, so refusing is the
// whole defence; the student can send a plain PDF or a photo instead.

/** Names whose mere presence makes a document active (PDF 32000-1 §12.6 actions, §7.11 files). */
const ACTIVE_NAMES = new Set(["JavaScript", "JS", "AA", "Launch", "SubmitForm", "ImportData", "RichMedia", "EmbeddedFile", "EmbeddedFiles", "XFA", "GoToE", "Sound", "Movie"]);

/** A PDF name token; its characters may be written as #xx (PDF 32000-1 §7.3.5). */
const NAME = /\/([^\s/<>[\]()%{}]*)/g;
const DESTINATION = /\s*\[/y;
const MARKUP = /<\s*(?:script|html|body|iframe|svg|object|embed)\b/i;
const STREAM = /\bstream\r?\n/g;
const OBJECT_STREAMS_MAX_BYTES = 16 * 1024 * 1024;

const decodeName = (raw: string) => raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** Whether PDF object text names an active feature. An opening action that is only a page to show ([page /Fit]) is not one. */
function namesActiveFeature(text: string): boolean {
  for (const match of text.matchAll(NAME)) {
    const name = decodeName(match[1] ?? "");
    if (ACTIVE_NAMES.has(name)) return true;
    if (name === "OpenAction") {
      DESTINATION.lastIndex = match.index + match[0].length;
      if (!DESTINATION.test(text)) return true;
    }
  }
  return false;
}

/**
 * Objects packed in compressed object streams (/Type /ObjStm) are inflated and read too, since
 * a script's dictionary may hide there. One that cannot be read (another filter, broken or too
 * large data, an encrypted file) counts as active: it cannot be shown to be harmless.
 */
function objectStreamsActive(bytes: Uint8Array, text: string): boolean {
  let budget = OBJECT_STREAMS_MAX_BYTES;
  for (const match of text.matchAll(STREAM)) {
    const start = match.index + match[0].length;
    const header = text.slice(Math.max(0, text.lastIndexOf("endobj", match.index)), match.index).replace(NAME, (_, raw: string) => `/${decodeName(raw)}`);
    if (!/\/Type\s*\/ObjStm\b/.test(header)) continue;
    const filters = header.match(/\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+)/)?.[1]?.replace(/[[\]\s]/g, "");
    if (filters !== undefined && filters !== "/FlateDecode") return true;
    const end = text.indexOf("endstream", start);
    if (end < 0) return true;
    const data = bytes.subarray(start, end);
    let objects: Buffer;
    try {
      objects = filters ? inflateSync(data, { maxOutputLength: budget }) : Buffer.from(data);
    } catch {
      return true;
    }
    budget -= objects.byteLength;
    if (namesActiveFeature(objects.toString("latin1"))) return true;
  }
  return false;
}

/**
 * The file without its streams' data: names and markup are looked for in the objects only, since
 * compressed image bytes would now and then spell '/JS' or '<svg' by chance.
 */
function withoutStreamData(text: string): string {
  const parts: string[] = [];
  let from = 0;
  for (const match of text.matchAll(STREAM)) {
    if (match.index < from) continue;
    parts.push(text.slice(from, match.index));
    const end = text.indexOf("endstream", match.index + match[0].length);
    from = end < 0 ? text.length : end;
  }
  parts.push(text.slice(from));
  return parts.join(" ");
}

/** Whether a PDF's bytes hold active content or anything other than PDF; see the comment above. */
export function hasActivePdfContent(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  const eof = text.lastIndexOf("%%EOF");
  if (eof < 0 || !/^[\s\0]*$/.test(text.slice(eof + 5))) return true;
  const objects = withoutStreamData(text);
  return MARKUP.test(objects) || namesActiveFeature(objects) || objectStreamsActive(bytes, text);
}
