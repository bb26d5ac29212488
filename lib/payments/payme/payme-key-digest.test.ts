import { describe, expect, it } from "vitest";
import { digestKey, opensSlot } from "./payme-key-digest";

describe("opensSlot", () => {
  it("without a stored key, opens with the environment's key only", () => {
    expect(opensSlot("env-key", undefined, "env-key")).toBe(true);
    expect(opensSlot("env-key", undefined, "env-ke")).toBe(false);
    expect(opensSlot("env-key", undefined, "")).toBe(false);
  });

  it("a stored key replaces the environment's key it was made over", () => {
    const stored = digestKey("new-key", "env-key");
    expect(opensSlot("env-key", stored, "new-key")).toBe(true);
    expect(opensSlot("env-key", stored, "env-key")).toBe(false);
    expect(opensSlot("env-key", stored, "new-key ")).toBe(false);
  });

  it("a key set anew in the environment wins over the stored one", () => {
    const stored = digestKey("new-key", "env-key");
    expect(opensSlot("set-by-the-operator", stored, "set-by-the-operator")).toBe(true);
    expect(opensSlot("set-by-the-operator", stored, "new-key")).toBe(false);
  });

  it("keeps neither key in the row, and salts each row apart", () => {
    const first = digestKey("new-key", "env-key");
    const second = digestKey("new-key", "env-key");
    const bytes = Buffer.concat([first.salt, first.digest, first.replaces]).toString("latin1");
    expect(bytes).not.toContain("new-key");
    expect(bytes).not.toContain("env-key");
    expect(Buffer.from(first.digest).equals(Buffer.from(second.digest))).toBe(false);
  });
});
