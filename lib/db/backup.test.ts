import path from "node:path";
import { describe, expect, it } from "vitest";
import { defaultBackupFile } from "./backup";

describe("defaultBackupFile", () => {
  it("names the file as compose's backup service does, so that its drill and retention find it", () => {
    expect(defaultBackupFile(new Date("2026-11-28T23:18:05.123Z"))).toBe(path.resolve("backups", "qadam-20261128T231805Z.dump"));
  });
});
