import { describe, expect, it } from "vitest";

import {
  cancelWarning,
  giveWarning,
  isExpelled,
  MAX_WARNINGS,
  normaliseWarnings,
  validateWarningsUpdate,
  warningCount,
  WARNING_REASON_MAX_LENGTH,
} from "./warnings";

const NONE = ["", "", ""];

describe("normaliseWarnings", () => {
  it("always gives three trimmed slots", () => {
    expect(normaliseWarnings([])).toEqual(NONE);
    expect(normaliseWarnings([" kech qoldi "])).toEqual(["kech qoldi", "", ""]);
    expect(normaliseWarnings(["a", "b", "c", "d"])).toEqual(["a", "b", "c"]);
    expect(normaliseWarnings(null)).toEqual(NONE);
    expect(normaliseWarnings([1, null, "c"])).toEqual(["", "", "c"]);
  });
});

describe("giveWarning", () => {
  it("gives the 1st", () => {
    expect(giveWarning(NONE, 0, "  Darsga kelmadi ")).toEqual({ ok: true, warnings: ["Darsga kelmadi", "", ""] });
  });

  it("gives the 2nd after the 1st and the 3rd after the 2nd", () => {
    expect(giveWarning(["a", "", ""], 1, "b")).toEqual({ ok: true, warnings: ["a", "b", ""] });
    expect(giveWarning(["a", "b", ""], 2, "c")).toEqual({ ok: true, warnings: ["a", "b", "c"] });
  });

  it("refuses the 2nd without the 1st ('Avval 1-ogohlantirishni bering.')", () => {
    expect(giveWarning(NONE, 1, "b")).toEqual({ ok: false, error: "previousWarningRequired", required: 1 });
  });

  it("refuses the 3rd without the 2nd ('Avval 2-ogohlantirishni bering.')", () => {
    expect(giveWarning(["a", "", ""], 2, "c")).toEqual({ ok: false, error: "previousWarningRequired", required: 2 });
    expect(giveWarning(NONE, 2, "c")).toEqual({ ok: false, error: "previousWarningRequired", required: 2 });
  });

  it("rewrites the reason of a warning already given", () => {
    expect(giveWarning(["a", "b", ""], 0, "A")).toEqual({ ok: true, warnings: ["A", "b", ""] });
  });

  it("needs a reason", () => {
    expect(giveWarning(NONE, 0, "")).toEqual({ ok: false, error: "reasonRequired" });
    expect(giveWarning(NONE, 0, "   ")).toEqual({ ok: false, error: "reasonRequired" });
  });

  it("refuses an over-long reason", () => {
    expect(giveWarning(NONE, 0, "x".repeat(WARNING_REASON_MAX_LENGTH))).toMatchObject({ ok: true });
    expect(giveWarning(NONE, 0, "x".repeat(WARNING_REASON_MAX_LENGTH + 1))).toEqual({ ok: false, error: "reasonTooLong" });
  });

  it.each([[-1], [3], [1.5], [Number.NaN]])("refuses slot %d (there is no 4th warning)", (slot) => {
    expect(giveWarning(["a", "b", "c"], slot, "d")).toEqual({ ok: false, error: "invalidSlot" });
  });

  it("does not change its input", () => {
    const warnings = ["a", "", ""];
    giveWarning(warnings, 1, "b");
    expect(warnings).toEqual(["a", "", ""]);
  });
});

describe("cancelWarning", () => {
  it("sets the last warning's reason to ''", () => {
    expect(cancelWarning(["a", "b", "c"], 2)).toEqual({ ok: true, warnings: ["a", "b", ""] });
    expect(cancelWarning(["a", "", ""], 0)).toEqual({ ok: true, warnings: NONE });
  });

  it("sets only that reason to '' and moves nothing (spec: cancel sets the reason to '')", () => {
    expect(cancelWarning(["a", "b", "c"], 0)).toEqual({ ok: true, warnings: ["", "b", "c"] });
    expect(cancelWarning(["a", "b", "c"], 1)).toEqual({ ok: true, warnings: ["a", "", "c"] });
  });

  it("lets the cancelled first warning be given again while the others stand", () => {
    const cancelled = cancelWarning(["a", "b", "c"], 0);
    expect(cancelled.ok && giveWarning(cancelled.warnings, 0, "yangi")).toEqual({ ok: true, warnings: ["yangi", "b", "c"] });
  });

  it("changes nothing for an empty slot", () => {
    expect(cancelWarning(["a", "", ""], 2)).toEqual({ ok: true, warnings: ["a", "", ""] });
  });

  it("refuses a slot that does not exist", () => {
    expect(cancelWarning(["a", "b", "c"], 3)).toEqual({ ok: false, error: "invalidSlot" });
  });

  it("lifts the expulsion when one of three is cancelled", () => {
    const result = cancelWarning(["a", "b", "c"], 1);
    expect(result.ok && isExpelled(result.warnings)).toBe(false);
  });
});

describe("isExpelled and warningCount", () => {
  it("expels on the 3rd warning only", () => {
    expect(MAX_WARNINGS).toBe(3);
    expect(isExpelled(["a", "b", "c"])).toBe(true);
    expect(isExpelled(["a", "b", ""])).toBe(false);
    expect(isExpelled([])).toBe(false);
    expect(isExpelled(["a", "b", "   "])).toBe(false);
  });

  it("counts filled slots", () => {
    expect(warningCount(["a", "", ""])).toBe(1);
    expect(warningCount(["a", "b", "c"])).toBe(3);
  });
});

describe("validateWarningsUpdate", () => {
  it("accepts giving the next warning and pads to three slots", () => {
    expect(validateWarningsUpdate(NONE, ["a"])).toEqual({ ok: true, warnings: ["a", "", ""] });
    expect(validateWarningsUpdate(["a", "", ""], ["a", "b"])).toEqual({ ok: true, warnings: ["a", "b", ""] });
    expect(validateWarningsUpdate(["a", "b", ""], ["a", "b", "c"])).toEqual({ ok: true, warnings: ["a", "b", "c"] });
  });

  it("accepts several warnings given at once in order", () => {
    expect(validateWarningsUpdate(NONE, ["a", "b", "c"])).toEqual({ ok: true, warnings: ["a", "b", "c"] });
  });

  it("accepts an empty list as cancelling all", () => {
    expect(validateWarningsUpdate(["a", "b", "c"], [])).toEqual({ ok: true, warnings: NONE });
  });

  it("refuses a 2nd without a 1st", () => {
    expect(validateWarningsUpdate(NONE, ["", "b", ""])).toEqual({ ok: false, error: "previousWarningRequired", required: 1 });
  });

  it("refuses a 3rd without a 2nd", () => {
    expect(validateWarningsUpdate(["a", "", ""], ["a", "", "c"])).toEqual({ ok: false, error: "previousWarningRequired", required: 2 });
  });

  it("reads a cleared earlier slot as a cancel and leaves the later warnings where they are", () => {
    expect(validateWarningsUpdate(["a", "b", ""], ["", "b", ""])).toEqual({ ok: true, warnings: ["", "b", ""] });
    expect(validateWarningsUpdate(["a", "b", "c"], ["a", "", "c"])).toEqual({ ok: true, warnings: ["a", "", "c"] });
  });

  it("refuses a new warning placed after a slot cleared in the same update", () => {
    expect(validateWarningsUpdate(["a", "b", ""], ["a", "", "c"])).toEqual({ ok: false, error: "previousWarningRequired", required: 2 });
  });

  it("allows rewriting a reason and trims", () => {
    expect(validateWarningsUpdate(["a", "b", ""], [" A ", "b", ""])).toEqual({ ok: true, warnings: ["A", "b", ""] });
  });

  it("refuses an over-long reason", () => {
    expect(validateWarningsUpdate(NONE, ["x".repeat(WARNING_REASON_MAX_LENGTH + 1)])).toEqual({ ok: false, error: "reasonTooLong" });
  });

  it.each([
    ["a 4th warning", ["a", "b", "c", "d"]],
    ["not a list", "a"],
    ["a list with non-strings", ["a", 2]],
    ["null slots", [null]],
    ["nothing", undefined],
  ])("refuses %s", (_, next) => {
    expect(validateWarningsUpdate(NONE, next)).toEqual({ ok: false, error: "invalidWarnings" });
  });
});
