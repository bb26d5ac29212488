// Which of the student's notes the top-up panel says, and in what colour: the notes only grow
// (issue 39), so a kind added later is not a decision and is left to the bell, never shown as a
// rejection.
export const DECISION_TONES: Readonly<Record<string, string>> = { topup_approved: "bg-emerald-400", topup_rejected: "bg-rose-400" };

export function shownDecisions<T extends { kind: string }>(notes: readonly T[]): T[] {
  return notes.filter((note) => Object.hasOwn(DECISION_TONES, note.kind));
}
