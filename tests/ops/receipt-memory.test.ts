import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { allocatorEnv } from "../../scripts/allocator-env.mjs";

// Issue 25, item 4: 12 parallel uploads of one small interlaced PNG took a server from 804 MB to
// 1,404 MB. docs/operations.md gives a container 512 MB, and the demo server peaks at 392 MB
// under load, so twelve receipts at once may add at most 120 MB. Each case is measured in a
// process of its own (scripts/bench-receipt-memory.ts, the kernel's high-water mark of RSS), run
// with the allocator settings the image and `npm start` give the server (scripts/allocator-env.mjs).

const ROOM_MB = 512 - 392;
const folder = mkdtempSync(path.join(tmpdir(), "receipt-memory-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A PNG that compresses to almost nothing and is interlaced, so a decoder must hold all of it. */
async function interlacedPng(side: number): Promise<string> {
  const file = path.join(folder, `interlaced-${side}.png`);
  const png = await sharp({ create: { width: side, height: side, channels: 4, background: { r: 250, g: 250, b: 245, alpha: 1 } } })
    .png({ progressive: true, compressionLevel: 9 })
    .toBuffer();
  writeFileSync(file, png);
  return file;
}

type Figures = { parallel: number; fileKB: number; addedMB: number; outcomes: string[] };

async function twelveAtOnce(file: string): Promise<Figures> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--import", "./scripts/server-only-hook.mjs", "--import", "tsx", "scripts/bench-receipt-memory.ts", file, "--parallel", "12"],
    { cwd: fileURLToPath(new URL("../..", import.meta.url)), env: { ...process.env, ...allocatorEnv }, maxBuffer: 1024 * 1024 },
  );
  return JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}") as Figures;
}

describe("twelve receipt uploads at once", () => {
  it("of the issue's 6000 px interlaced PNG are refused with 413 and stay within the container's memory", async () => {
    const figures = await twelveAtOnce(await interlacedPng(6000));
    console.log("receipt memory, 6000 px interlaced PNG:", figures);
    expect(figures.fileKB).toBeLessThan(200);
    expect(figures.outcomes).toEqual(["refused 413"]);
    expect(figures.addedMB).toBeLessThan(ROOM_MB);
  }, 180_000);

  it("of the largest interlaced PNG still taken are stored and stay within the container's memory", async () => {
    const figures = await twelveAtOnce(await interlacedPng(2449));
    console.log("receipt memory, 2449 px interlaced PNG:", figures);
    expect(figures.outcomes).toEqual(["stored image/png"]);
    expect(figures.addedMB).toBeLessThan(ROOM_MB);
  }, 180_000);
});
