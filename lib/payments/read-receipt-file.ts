import sharp, { type Metadata } from "sharp";
import { AppError } from "@/lib/errors/app-error";
import { sniffImage } from "@/lib/files/sniff-image";
import { hasActivePdfContent } from "./pdf-active-content";

export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
/** The policy a receipt is served with: nothing loads, and the document is sandboxed (an opaque origin, no scripts). */
export const RECEIPT_CSP = "default-src 'none'; sandbox";
/** Multipart overhead on top of the file: the boundary lines and the part headers. */
export const RECEIPT_MAX_BODY_BYTES = RECEIPT_MAX_BYTES + 64 * 1024;

const LONGEST_SIDE = 2400;
const THUMBNAIL_WIDTH = 320;
/**
 * Decoding is what costs memory (issue 25, item 4: one 154 KB interlaced PNG of 6000×6000 took
 * 344 MB, twelve at once over a gigabyte), so it is bounded three ways. An image is read
 * sequentially, a strip at a time, and at most 25 megapixels (a 24 MP phone photo fits). An
 * interlaced PNG or a progressive JPEG cannot be read so: the decoder holds the whole image, so
 * such a one may have at most BUFFERED_SAMPLES_MAX samples (8 MP of RGB, 16-bit ones count
 * twice). And one image is worked on at a time in a process (`oneAtATime`), so uploads arriving
 * together queue instead of adding up; libvips keeps no decoded image in its cache.
 */
const MAX_INPUT_PIXELS = 25_000_000;
const BUFFERED_SAMPLES_MAX = 24_000_000;
sharp.cache(false);

let imageWork: Promise<unknown> = Promise.resolve();

/** Runs `work` after every image work started before it has ended. */
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = imageWork.then(work, work);
  imageWork = run.catch(() => undefined);
  return run;
}

const TOO_LARGE = "api.problems.receiptImageTooLarge";

/** An image's size as its header states it, refused (413) when decoding it would hold too much. */
async function checkDimensions(data: Uint8Array): Promise<void> {
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError("unsupported_media_type", "api.problems.receiptUnreadable");
  }
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (pixels === 0) throw new AppError("unsupported_media_type", "api.problems.receiptUnreadable");
  if (pixels > MAX_INPUT_PIXELS) throw new AppError("payload_too_large", TOO_LARGE);
  const sampleBytes = meta.depth === "ushort" || (meta.bitsPerSample ?? 8) > 8 ? 2 : 1;
  if (meta.isProgressive && pixels * (meta.channels ?? 4) * sampleBytes > BUFFERED_SAMPLES_MAX) throw new AppError("payload_too_large", TOO_LARGE);
}

export type ReceiptType = "image/jpeg" | "image/png" | "image/webp" | "application/pdf";
export type ReceiptFile = { mimeType: ReceiptType; size: number; data: Uint8Array<ArrayBuffer>; thumbnail: Uint8Array<ArrayBuffer> | null };

const TYPES_MESSAGE = "api.problems.receiptType";

function isPdf(bytes: Uint8Array): boolean {
  return bytes.length > 5 && Buffer.from(bytes.subarray(0, 5)).toString("latin1") === "%PDF-";
}

/**
 * A HEIC/HEIF photo (an ISO-BMFF 'ftyp' box with a HEIF brand). sharp's prebuilt libvips
 * reads AVIF but not HEVC-coded HEIC, so such a photo cannot be re-encoded and is refused
 * with a message that says so (iPhones send JPEG when the camera is set to "Most Compatible").
 */
function isHeic(bytes: Uint8Array): boolean {
  if (bytes.length < 12 || Buffer.from(bytes.subarray(4, 8)).toString("latin1") !== "ftyp") return false;
  const brand = Buffer.from(bytes.subarray(8, 12)).toString("latin1");
  return ["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"].includes(brand);
}

const toBytes = (buffer: Buffer): Uint8Array<ArrayBuffer> => new Uint8Array(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer);

/**
 * A top-up receipt checked by size and by its bytes (never the name or the declared type):
 * 413 over 5 MB; 415 unless JPEG, PNG, WebP or PDF. An image is decoded and written again
 * in its own format, turned upright, at most 2400 px on its longest side, with no metadata
 * (EXIF location, camera, ICC comments), plus a 320 px WebP thumbnail. A PDF is kept as sent
 * (no library here rewrites one) unless it holds active content, which is refused
 * (./pdf-active-content.ts); it is only ever served to its student and the admins, sandboxed.
 */
export async function readReceiptFile(file: File): Promise<ReceiptFile> {
  if (file.size > RECEIPT_MAX_BYTES) throw new AppError("payload_too_large", "api.problems.receiptTooLarge");
  if (file.size === 0) throw new AppError("invalid_input", "api.problems.receiptEmpty");
  // The kind from the first bytes; an image's whole bytes are read only at its turn below, so
  // uploads queued for the image work hold their files on disk (an upload's File is backed by
  // one, lib/request/multipart-to-disk.ts), not in memory (issue 46 item 9).
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  if (isPdf(head)) {
    const data = new Uint8Array(await file.arrayBuffer());
    if (hasActivePdfContent(data)) throw new AppError("unsupported_media_type", "api.problems.receiptActivePdf");
    return { mimeType: "application/pdf", size: data.byteLength, data, thumbnail: null };
  }
  if (isHeic(head)) throw new AppError("unsupported_media_type", "api.problems.receiptHeic");
  const sniffed = sniffImage(head);
  if (sniffed !== "image/jpeg" && sniffed !== "image/png" && sniffed !== "image/webp") throw new AppError("unsupported_media_type", TYPES_MESSAGE);
  return oneAtATime(async () => {
    const data = new Uint8Array(await file.arrayBuffer());
    await checkDimensions(data);
    try {
      const image = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true, failOn: "error" })
        .rotate()
        .resize({ width: LONGEST_SIDE, height: LONGEST_SIDE, fit: "inside", withoutEnlargement: true });
      const encoded =
        sniffed === "image/jpeg"
          ? image.jpeg({ quality: 85, mozjpeg: true })
          : sniffed === "image/png"
            ? image.png({ compressionLevel: 9 })
            : image.webp({ quality: 85 });
      const output = await encoded.toBuffer();
      // From the upright copy of at most 2400 px, so the sent image is decoded once.
      const thumbnail = await sharp(output).resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true }).webp({ quality: 70 }).toBuffer();
      return { mimeType: sniffed, size: output.byteLength, data: toBytes(output), thumbnail: toBytes(thumbnail) };
    } catch {
      throw new AppError("unsupported_media_type", "api.problems.receiptUnreadable");
    }
  });
}
