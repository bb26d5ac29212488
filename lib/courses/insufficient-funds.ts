// Spec §8: an enrol refused for lack of money opens the top-up dialog. Recognised by the
// answer's stable code (DESIGN.md: clients translate by code, never by matching words).

export function meansInsufficientFunds(code: string | null): boolean {
  return code === "insufficient_funds";
}
