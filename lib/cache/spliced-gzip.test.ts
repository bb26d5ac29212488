import { randomBytes } from "node:crypto";
import { createGunzip, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { gzipStart, gzipWithEnd } from "./spliced-gzip";

describe("spliced gzip", () => {
  it("decompresses to the start followed by the end, and the end can differ each time", () => {
    const start = Buffer.from("<html><body>" + "<p>Kurslar</p>".repeat(2000));
    const kept = gzipStart(start);
    for (const end of ["<script>a</script></body></html>", "", "ш".repeat(10)]) {
      expect(gunzipSync(gzipWithEnd(kept, Buffer.from(end))).toString()).toBe(start.toString() + end);
    }
  });

  it("repeats the start's text in the end (no back-reference crosses the splice) and stays valid", () => {
    const text = randomBytes(5000).toString("base64");
    const spliced = gzipWithEnd(gzipStart(Buffer.from(text)), Buffer.from(text));
    expect(gunzipSync(spliced).toString()).toBe(text + text);
    expect(spliced.length).toBeLessThan(2 * text.length);
  });

  it("is one gzip member a streaming decoder reads to its end (its trailer checks out)", async () => {
    const spliced = gzipWithEnd(gzipStart(Buffer.from("a".repeat(100_000))), Buffer.from("b"));
    const chunks: Buffer[] = [];
    const gunzip = createGunzip();
    gunzip.on("data", (chunk: Buffer) => chunks.push(chunk));
    await new Promise<void>((resolve, reject) => {
      gunzip.on("end", resolve).on("error", reject);
      gunzip.end(spliced);
    });
    expect(Buffer.concat(chunks).toString()).toBe("a".repeat(100_000) + "b");
  });

  it("a wrong CRC would be refused, so the trailer is what the test above checked", () => {
    const spliced = gzipWithEnd(gzipStart(Buffer.from("start")), Buffer.from("end"));
    spliced[spliced.length - 8]! ^= 1;
    expect(() => gunzipSync(spliced)).toThrow();
  });
});
