import { describe, expect, it } from "vitest";
import uz from "@/messages/uz.json";
import ru from "@/messages/ru.json";
import { formatMoney } from "@/lib/format/money";
import { fitsBalanceLimit, MAX_BALANCE } from "./balance-limit";

describe("fitsBalanceLimit", () => {
  it.each([
    [0, MAX_BALANCE, true],
    [MAX_BALANCE - 1, 1, true],
    [MAX_BALANCE, 0, true],
    [MAX_BALANCE, 1, false],
    [MAX_BALANCE - 99_999, 100_000, false],
    [2_147_400_000, 100_000, false],
  ])("balance %i plus %i fits: %s", (balance, amount, fits) => {
    expect(fitsBalanceLimit(balance, amount)).toBe(fits);
  });

  it("stays inside the 32-bit column", () => {
    expect(MAX_BALANCE).toBeLessThan(2 ** 31 - 1);
  });

  it("is the figure the messages name", () => {
    expect(uz.api.errors.balance_limit).toContain(formatMoney(MAX_BALANCE, "uz"));
    expect(ru.api.errors.balance_limit).toContain(formatMoney(MAX_BALANCE, "ru"));
  });
});
