import { formatSom } from "@/lib/format/money";

export type HistoryAmountTone = "credit" | "debit" | "pending" | "rejected";

/**
 * How the student's history writes an amount (DESIGN, replacing the spec's "always +"): a
 * purchase takes money out (−), a top-up puts it in (+); a top-up still waiting shows its +
 * as pending, a rejected one moved nothing and carries no sign.
 */
export function historyAmount(
  payment: { kind: string; status: string; amount: number },
  formatAmount: (amount: number) => string = formatSom,
): { text: string; tone: HistoryAmountTone } {
  const amount = formatAmount(payment.amount);
  if (payment.status === "rejected") return { text: amount, tone: "rejected" };
  if (payment.kind === "enrollment") return { text: `\u2212${amount}`, tone: "debit" };
  return { text: `+${amount}`, tone: payment.status === "pending" ? "pending" : "credit" };
}
