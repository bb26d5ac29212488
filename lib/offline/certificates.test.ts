import { describe, expect, it } from "vitest";

import {
  applyStepAutoUnlock,
  autoUnlockedByStep,
  CERTIFICATE_NAMES,
  certificateIndex,
  lockCertificate,
  lockedCertificates,
  normaliseCertificates,
  unlockCertificate,
  unlockedCertificateNames,
  validateCertificatesUpdate,
} from "./certificates";

function firstUnlocked(count: number): boolean[] {
  return CERTIFICATE_NAMES.map((_, index) => index < count);
}

describe("CERTIFICATE_NAMES", () => {
  it("are the 7 fixed names in order", () => {
    expect(CERTIFICATE_NAMES).toEqual([
      "HTML sertifikati",
      "CSS & Bootstrap sertifikati",
      "JavaScript Asoslari sertifikati",
      "Nodejs Asoslari sertifikati",
      "Express Foundation sertifikati",
      "Mongo DB sertifikati",
      "Deployment Foundation sertifikati",
    ]);
  });
});

describe("unlockCertificate", () => {
  it("unlocks the first with nothing before it", () => {
    expect(unlockCertificate(lockedCertificates(), 0)).toEqual({ ok: true, certificates: firstUnlocked(1) });
  });

  it("unlocks the 7th when the first six are unlocked", () => {
    expect(unlockCertificate(firstUnlocked(6), 6)).toEqual({ ok: true, certificates: firstUnlocked(7) });
  });

  it("refuses the 7th while an earlier one is locked, naming the first one missing", () => {
    expect(unlockCertificate(firstUnlocked(5), 6)).toEqual({
      ok: false,
      error: "previousCertificateRequired",
      required: "Mongo DB sertifikati",
    });
    expect(unlockCertificate(lockedCertificates(), 3)).toEqual({
      ok: false,
      error: "previousCertificateRequired",
      required: "HTML sertifikati",
    });
  });

  it("is harmless on an unlocked one", () => {
    expect(unlockCertificate(firstUnlocked(3), 1)).toEqual({ ok: true, certificates: firstUnlocked(3) });
  });

  it.each([[-1], [7], [0.5]])("refuses index %d", (index) => {
    expect(unlockCertificate(lockedCertificates(), index)).toEqual({ ok: false, error: "invalidIndex" });
  });

  it("pads a short state and does not change its input", () => {
    const state = [true];
    expect(unlockCertificate(state, 1)).toEqual({ ok: true, certificates: firstUnlocked(2) });
    expect(state).toEqual([true]);
  });
});

describe("lockCertificate", () => {
  it("locks the last unlocked one", () => {
    expect(lockCertificate(firstUnlocked(7), 6)).toEqual({ ok: true, certificates: firstUnlocked(6) });
    expect(lockCertificate(firstUnlocked(1), 0)).toEqual({ ok: true, certificates: lockedCertificates() });
  });

  it("refuses while a later one is unlocked, naming the last unlocked", () => {
    expect(lockCertificate(firstUnlocked(3), 0)).toEqual({
      ok: false,
      error: "laterCertificateUnlocked",
      blocking: "JavaScript Asoslari sertifikati",
    });
  });

  it("is harmless on a locked one", () => {
    expect(lockCertificate(firstUnlocked(2), 5)).toEqual({ ok: true, certificates: firstUnlocked(2) });
  });

  it("refuses an index out of range", () => {
    expect(lockCertificate(firstUnlocked(2), 7)).toEqual({ ok: false, error: "invalidIndex" });
  });
});

describe("autoUnlockedByStep", () => {
  it.each([
    [1, 0],
    [35, 0],
    [36, 1],
    [80, 1],
    [81, 2],
    [600, 2],
  ])("step %d unlocks the first %d", (step, count) => {
    expect(autoUnlockedByStep(step)).toEqual(firstUnlocked(count));
  });

  it("unlocks nothing for a non-number", () => {
    expect(autoUnlockedByStep(Number.NaN)).toEqual(lockedCertificates());
  });
});

describe("applyStepAutoUnlock", () => {
  it("adds the step's certificates", () => {
    expect(applyStepAutoUnlock(lockedCertificates(), 81)).toEqual(firstUnlocked(2));
  });

  it("never locks what is already unlocked", () => {
    expect(applyStepAutoUnlock(firstUnlocked(5), 1)).toEqual(firstUnlocked(5));
    expect(applyStepAutoUnlock(firstUnlocked(1), 81)).toEqual(firstUnlocked(2));
  });
});

describe("validateCertificatesUpdate", () => {
  it("accepts booleans in order and pads to seven", () => {
    expect(validateCertificatesUpdate([true, true])).toEqual({ ok: true, certificates: firstUnlocked(2) });
    expect(validateCertificatesUpdate([])).toEqual({ ok: true, certificates: lockedCertificates() });
    expect(validateCertificatesUpdate(firstUnlocked(7))).toEqual({ ok: true, certificates: firstUnlocked(7) });
  });

  it("accepts names in any order, case and spacing", () => {
    expect(validateCertificatesUpdate(["css & bootstrap sertifikati", " HTML sertifikati "])).toEqual({
      ok: true,
      certificates: firstUnlocked(2),
    });
    expect(validateCertificatesUpdate([...CERTIFICATE_NAMES].reverse())).toEqual({ ok: true, certificates: firstUnlocked(7) });
  });

  it("ignores a repeated name", () => {
    expect(validateCertificatesUpdate(["HTML sertifikati", "HTML sertifikati"])).toEqual({ ok: true, certificates: firstUnlocked(1) });
  });

  it("refuses a gap, naming the first missing certificate", () => {
    expect(validateCertificatesUpdate([true, false, true])).toEqual({
      ok: false,
      error: "previousCertificateRequired",
      required: "CSS & Bootstrap sertifikati",
    });
    expect(validateCertificatesUpdate(["Deployment Foundation sertifikati"])).toEqual({
      ok: false,
      error: "previousCertificateRequired",
      required: "HTML sertifikati",
    });
  });

  it("refuses an unknown name", () => {
    expect(validateCertificatesUpdate(["HTML sertifikati", "Python sertifikati"])).toEqual({
      ok: false,
      error: "unknownCertificate",
      name: "Python sertifikati",
    });
  });

  it.each([
    ["more than seven", [...firstUnlocked(7), false]],
    ["mixed names and booleans", ["HTML sertifikati", true]],
    ["numbers", [1, 0]],
    ["not a list", "HTML sertifikati"],
    ["nothing", null],
  ])("refuses %s", (_, next) => {
    expect(validateCertificatesUpdate(next)).toEqual({ ok: false, error: "invalidCertificates" });
  });
});

describe("reading helpers", () => {
  it("normaliseCertificates reads names or booleans and ignores the rest", () => {
    expect(normaliseCertificates(["HTML sertifikati", "CSS & Bootstrap sertifikati"])).toEqual(firstUnlocked(2));
    expect(normaliseCertificates([true, true, true])).toEqual(firstUnlocked(3));
    expect(normaliseCertificates(["nonsense", 7, null])).toEqual(lockedCertificates());
    expect(normaliseCertificates(undefined)).toEqual(lockedCertificates());
  });

  it("unlockedCertificateNames lists the unlocked names in order", () => {
    expect(unlockedCertificateNames(firstUnlocked(2))).toEqual(["HTML sertifikati", "CSS & Bootstrap sertifikati"]);
    expect(unlockedCertificateNames([])).toEqual([]);
  });

  it("certificateIndex finds a name or gives -1", () => {
    expect(certificateIndex("Mongo DB sertifikati")).toBe(5);
    expect(certificateIndex("Mongo")).toBe(-1);
  });
});
