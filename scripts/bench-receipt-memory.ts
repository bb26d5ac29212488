// Memory of receipt uploads' image work in a process of its own: `--parallel` receipts read at
// once (readReceiptFile, what POST /api/payments/{id}/receipt runs), and the process's peak RSS
// (the kernel's high-water mark, VmHWM) before and after. Prints one JSON line of figures in MB.
//
//   node --import ./scripts/server-only-hook.mjs --import tsx scripts/bench-receipt-memory.ts FILE [--parallel 12]
//
// FILE is the receipt to send (tests/api/receipt-memory.test.ts writes a hostile interlaced PNG).
import { readFileSync } from "node:fs";
import { readReceiptFile } from "@/lib/payments/read-receipt-file";

const file = process.argv[2];
if (!file) throw new Error("usage: bench-receipt-memory.ts FILE [--parallel N]");
const index = process.argv.indexOf("--parallel");
const parallel = index >= 0 ? Number(process.argv[index + 1]) : 12;

const megabytes = (kind: "VmHWM" | "VmRSS") => {
  const line = readFileSync("/proc/self/status", "utf8").split("\n").find((entry) => entry.startsWith(`${kind}:`));
  return line ? Math.round(Number(line.split(/\s+/)[1]) / 1024) : Number.NaN;
};

const bytes = readFileSync(file);
// A first small read loads sharp and libvips, so the baseline counts them.
await readReceiptFile(new File([await (await import("sharp")).default({ create: { width: 8, height: 8, channels: 3, background: "#fff" } }).png().toBuffer()], "warm.png")).catch(() => undefined);
const before = megabytes("VmHWM");
const started = Date.now();
const outcomes = await Promise.all(
  Array.from({ length: parallel }, () =>
    readReceiptFile(new File([bytes], "chek.png", { type: "image/png" })).then(
      (receipt) => `stored ${receipt.mimeType}`,
      (error: unknown) => `refused ${(error as { status?: number }).status ?? "?"}`,
    ),
  ),
);
console.log(
  JSON.stringify({
    parallel,
    fileKB: Math.round(bytes.byteLength / 1024),
    peakBeforeMB: before,
    peakAfterMB: megabytes("VmHWM"),
    addedMB: megabytes("VmHWM") - before,
    seconds: (Date.now() - started) / 1000,
    outcomes: [...new Set(outcomes)],
  }),
);
