import { describe, expect, it } from "vitest";
import { historyAmount } from "./history-amount";

describe("historyAmount", () => {
  it.each([
    ["an approved top-up", "topup", "approved", "+150 000 so'm", "credit"],
    ["a pending top-up", "topup", "pending", "+150 000 so'm", "pending"],
    ["a rejected top-up", "topup", "rejected", "150 000 so'm", "rejected"],
    ["a course purchase", "enrollment", "approved", "\u2212150 000 so'm", "debit"],
  ])("writes %s", (_case, kind, status, text, tone) => {
    expect(historyAmount({ kind, status, amount: 150_000 })).toEqual({ text, tone });
  });
});
