import { createWriteStream, openAsBlob } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable, Transform, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
// Next's own copy of busboy (its server actions read multipart with it): a streaming parser.
// @ts-expect-error -- the compiled copy ships no types; the part used is declared below.
import busboyModule from "next/dist/compiled/busboy";
import { AppError } from "@/lib/errors/app-error";

type Busboy = NodeJS.WritableStream & {
  on(event: "file", listener: (name: string, stream: Readable, info: { filename: string; mimeType: string }) => void): Busboy;
  on(event: "field", listener: (name: string, value: string) => void): Busboy;
  on(event: "close", listener: () => void): Busboy;
  on(event: "error", listener: (error: unknown) => void): Busboy;
};
const busboy = busboyModule as (config: { headers: Record<string, string>; limits?: { fields?: number; files?: number; parts?: number } }) => Busboy;

const MAX_PARTS = 50;

/** Passes the bytes on, and fails with 413 as soon as more than `max` went through. */
class ByteLimit extends Transform {
  private seen = 0;
  constructor(private readonly max: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.seen += chunk.byteLength;
    if (this.seen > this.max) done(new AppError("payload_too_large"));
    else done(null, chunk);
  }
}

export type DiskForm = { fields: Record<string, string | File>; cleanup: () => Promise<void> };

/**
 * A multipart/form-data body read as it arrives (issue 46 item 9: twelve parallel receipt
 * uploads held each file four or five times in memory: the body's chunks, their concatenation,
 * the parsed form, the File's bytes): each file part is written to a file of its own in a fresh
 * temporary folder, and reaches the handler as a File backed by that file (fs.openAsBlob), read
 * only when the handler reads it. Fields are strings, as FormData gives them. The whole body
 * may hold at most `maxBytes` (413 as soon as it passes them); a body that is not multipart is
 * 400. `cleanup` deletes the folder: the caller runs it once the handler is done.
 */
export async function readMultipartToDisk(request: Request, contentType: string, maxBytes: number): Promise<DiskForm> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new AppError("payload_too_large");
  const folder = await mkdtemp(path.join(tmpdir(), "qadam-upload-"));
  const cleanup = () => rm(folder, { recursive: true, force: true });
  try {
    const parser = busboy({ headers: { "content-type": contentType }, limits: { parts: MAX_PARTS } });
    const fields: Record<string, string | File> = {};
    const files: Promise<void>[] = [];
    parser.on("field", (name, value) => {
      fields[name] = value;
    });
    parser.on("file", (name, stream, info) => {
      const file = path.join(folder, String(files.length));
      files.push(
        pipeline(stream, createWriteStream(file)).then(async () => {
          fields[name] = new File([await openAsBlob(file)], info.filename ?? "", { type: info.mimeType ?? "" });
        }),
      );
    });
    const body = request.body ? Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>) : Readable.from([]);
    await pipeline(body, new ByteLimit(maxBytes), parser).catch((error: unknown) => {
      throw error instanceof AppError ? error : new AppError("invalid_input");
    });
    await Promise.all(files).catch(() => {
      throw new AppError("invalid_input");
    });
    return { fields, cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
