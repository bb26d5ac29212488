import { existsSync, mkdtempSync, readFileSync, readdirSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { json, route } from "@/lib/api/route";
import { call } from "../support/call";

// Issue 46 item 9: twelve parallel receipt uploads held each file in memory four or five times
// (the body's chunks, their concatenation, the parsed form, the File's bytes). A multipart body
// is now written to disk as it arrives, and the handler's File is backed by that file.

// A temporary folder of this file's own, so uploads of tests running beside it are not counted.
const savedTmp = process.env.TMPDIR;
beforeAll(() => {
  process.env.TMPDIR = mkdtempSync(path.join(tmpdir(), "multipart-test-"));
});
afterAll(() => {
  rmSync(tmpdir(), { recursive: true, force: true });
  if (savedTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = savedTmp;
});

const folders = () => new Set(readdirSync(tmpdir()).filter((name) => name.startsWith("qadam-upload-")));

function upload(bytes: Uint8Array, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(extra)) form.append(name, value);
  form.append("receipt", new File([bytes as Uint8Array<ArrayBuffer>], "chek.jpg", { type: "image/jpeg" }));
  return form;
}

describe("a multipart body", () => {
  it("reaches the handler as a File backed by a file on disk, deleted once the handler is done; a refused one leaves nothing either", async () => {
    const bytes = new Uint8Array(300_000).map((_, i) => (i * 7) & 255);
    const before = folders();
    let seen: { onDisk: string[]; name: string; type: string; size: number; same: boolean; note: unknown } | undefined;
    const handler = route({ auth: "none", bodyFormat: "multipart", maxBodyBytes: 1_000_000, body: z.object({ receipt: z.instanceof(File), note: z.string() }) }, async ({ body }) => {
      const created = [...folders()].filter((name) => !before.has(name));
      const onDisk = created.flatMap((folder) => readdirSync(path.join(tmpdir(), folder)).map((file) => path.join(tmpdir(), folder, file)));
      const stored = onDisk.map((file) => readFileSync(realpathSync(file)));
      const read = new Uint8Array(await body.receipt.arrayBuffer());
      seen = {
        onDisk,
        name: body.receipt.name,
        type: body.receipt.type,
        size: body.receipt.size,
        same: stored.length === 1 && Buffer.compare(stored[0]!, Buffer.from(bytes)) === 0 && Buffer.compare(Buffer.from(read), Buffer.from(bytes)) === 0,
        note: body.note,
      };
      return json({});
    });
    const res = await call(handler, { method: "POST", body: upload(bytes, { note: "to'lov" }) });
    expect(res.status).toBe(200);
    expect(seen).toMatchObject({ name: "chek.jpg", type: "image/jpeg", size: bytes.length, same: true, note: "to'lov" });
    expect(seen!.onDisk).toHaveLength(1);
    expect(existsSync(seen!.onDisk[0]!)).toBe(false);
    expect([...folders()].filter((name) => !before.has(name))).toEqual([]);

    // Refused with 413 past the limit (as it streams, with no length said) or 400 when it is no
    // form: nothing is left on disk either.
    const small = route({ auth: "none", bodyFormat: "multipart", maxBodyBytes: 50_000, body: z.object({ receipt: z.instanceof(File) }) }, async () => json({}));
    const form = upload(new Uint8Array(120_000));
    // As a chunked upload arrives: the body as a stream, with no length said.
    const encoded = new Response(form);
    const request = new Request("http://localhost:3000/api/test", {
      method: "POST",
      headers: { "content-type": encoded.headers.get("content-type")!, "x-qadam-client-address": "127.0.0.1" },
      body: encoded.body,
      duplex: "half",
    } as RequestInit);
    expect((await small(request, { params: Promise.resolve({}) })).status).toBe(413);
    const broken = await call(small, { method: "POST", headers: { "content-type": "multipart/form-data; boundary=x" }, body: "not a form" });
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ code: "invalid_input" });
    expect([...folders()].filter((name) => !before.has(name))).toEqual([]);
  });
});
