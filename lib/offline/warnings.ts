// Spec §4 warnings and the DESIGN rules table: at most 3; the 2nd only after the 1st, the 3rd
// only after the 2nd; cancelling sets the reason to ''; 3 warnings expel the student.
export const MAX_WARNINGS = 3;
export const WARNING_REASON_MAX_LENGTH = 500;

/**
 * Always MAX_WARNINGS slots; '' is an empty slot. Warnings are given in order, but a cancelled
 * one leaves its slot empty where it was (the spec: cancel sets that reason to ''), so a later
 * warning may stand after an empty slot.
 */
export type Warnings = string[];

export type WarningError =
  | { ok: false; error: "previousWarningRequired"; required: 1 | 2 }
  | { ok: false; error: "reasonRequired" }
  | { ok: false; error: "reasonTooLong" }
  | { ok: false; error: "invalidSlot" }
  | { ok: false; error: "invalidWarnings" };

export type WarningsResult = { ok: true; warnings: Warnings } | WarningError;

/** Any stored value as three trimmed slots; missing or non-string slots are empty. */
export function normaliseWarnings(value: unknown): Warnings {
  const list = Array.isArray(value) ? value : [];
  return Array.from({ length: MAX_WARNINGS }, (_, index) => {
    const slot: unknown = list[index];
    return typeof slot === "string" ? slot.trim() : "";
  });
}

export function warningCount(warnings: readonly string[]): number {
  return normaliseWarnings(warnings).filter((reason) => reason !== "").length;
}

/** With all three warnings the student is expelled ('Sizning o'qishingiz to'xtatildi'). */
export function isExpelled(warnings: readonly string[]): boolean {
  return warningCount(warnings) === MAX_WARNINGS;
}

/**
 * Gives (or, on a filled slot, rewrites the reason of) the warning in slot 0..2. The slot before
 * it must be filled: 'Avval 1-ogohlantirishni bering.' / 'Avval 2-ogohlantirishni bering.'.
 */
export function giveWarning(warnings: readonly string[], slotIndex: number, reason: string): WarningsResult {
  if (!isSlot(slotIndex)) return { ok: false, error: "invalidSlot" };
  const text = reason.trim();
  const reasonError = checkReason(text);
  if (reasonError) return reasonError;
  const next = normaliseWarnings(warnings);
  const required = missingPrevious(next, slotIndex);
  if (required) return { ok: false, error: "previousWarningRequired", required };
  next[slotIndex] = text;
  return { ok: true, warnings: next };
}

/**
 * Cancels the warning in a slot: its reason becomes '' and every other slot stays where it is
 * (spec §4 and the DESIGN rules table). Cancelling an empty slot changes nothing.
 */
export function cancelWarning(warnings: readonly string[], slotIndex: number): WarningsResult {
  if (!isSlot(slotIndex)) return { ok: false, error: "invalidSlot" };
  const next = normaliseWarnings(warnings);
  next[slotIndex] = "";
  return { ok: true, warnings: next };
}

/**
 * Checks a whole-list update (PUT {warnings: string[]}) against the stored list. At most 3
 * strings. A slot filled now but empty before is a newly given warning and needs the slot
 * before it filled in `next`; a slot emptied now is a cancel and, as in cancelWarning, nothing
 * moves. The result always has 3 slots.
 */
export function validateWarningsUpdate(current: readonly string[], next: unknown): WarningsResult {
  if (!isWarningList(next)) return { ok: false, error: "invalidWarnings" };
  const before = normaliseWarnings(current);
  const after = normaliseWarnings(next);
  if (after.some((reason) => reason.length > WARNING_REASON_MAX_LENGTH)) return { ok: false, error: "reasonTooLong" };
  for (const [index, reason] of after.entries()) {
    const isNewlyGiven = reason !== "" && before[index] === "";
    const required = isNewlyGiven ? missingPrevious(after, index) : null;
    if (required) return { ok: false, error: "previousWarningRequired", required };
  }
  return { ok: true, warnings: after };
}

function isWarningList(value: unknown): value is string[] {
  return Array.isArray(value) && value.length <= MAX_WARNINGS && value.every((slot) => typeof slot === "string");
}

function isSlot(index: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < MAX_WARNINGS;
}

function checkReason(text: string): WarningError | null {
  if (text === "") return { ok: false, error: "reasonRequired" };
  if (text.length > WARNING_REASON_MAX_LENGTH) return { ok: false, error: "reasonTooLong" };
  return null;
}

/** The 1-based number of the warning that must exist before slotIndex, when it does not. */
function missingPrevious(warnings: readonly string[], slotIndex: number): 1 | 2 | null {
  if (slotIndex === 0 || warnings[slotIndex - 1] !== "") return null;
  return slotIndex === 1 ? 1 : 2;
}
