import { constants, crc32, deflateRawSync } from "node:zlib";

/**
 * A gzip answer made of a kept start and a per-request end, compressing only the end each
 * time. The start is deflated once and flushed (not finished), so a fresh deflate stream of
 * the end may follow it; the trailer's CRC-32 continues from the start's.
 */
export type GzipStart = { bytes: Buffer; crc: number; length: number };

// Magic, deflate, no flags, no time, no extra flags, OS unknown.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

export function gzipStart(body: Buffer): GzipStart {
  const deflated = deflateRawSync(body, { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  return { bytes: Buffer.concat([GZIP_HEADER, deflated]), crc: crc32(body), length: body.length };
}

export function gzipWithEnd(start: GzipStart, end: Buffer): Buffer {
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(end, start.crc), 0);
  trailer.writeUInt32LE((start.length + end.length) % 2 ** 32, 4);
  return Buffer.concat([start.bytes, deflateRawSync(end), trailer]);
}
