import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST as demoCheckout } from "@/app/api/payments/demo-checkout/route";
import { resetEnvCache } from "@/lib/env";
import { call } from "../support/call";
import { createUser, ledgerAndBalance } from "../support/factories";
import { accountNumberOf, configureProviders } from "../support/providers";

// Issue 44 item 1: the demo checkout plays the provider's calls with the real key, so it credits
// money. It answers only in demo mode, which start-up alone chooses (tests/ops/production-start).
beforeAll(configureProviders);
afterEach(() => {
  delete process.env.QADAM_DEMO;
  resetEnvCache();
});

async function pay(account: string) {
  return call(demoCheckout, { path: "/api/payments/demo-checkout", body: { provider: "payme", account, amount: 100_000_000 } });
}

describe("POST /api/payments/demo-checkout", () => {
  it("is 404 outside demo mode and credits nothing", async () => {
    const student = await createUser();
    const result = await pay(await accountNumberOf(student.id));
    expect(result.status).toBe(404);
    expect(await ledgerAndBalance(student.id)).toEqual({ balance: 0, ledger: 0 });
  });

  it("plays Payme's calls in demo mode", async () => {
    process.env.QADAM_DEMO = "1";
    resetEnvCache();
    const student = await createUser();
    const result = await pay(await accountNumberOf(student.id));
    expect(result.status).toBe(200);
    expect(result.body.ok).toBe(true);
    expect((await ledgerAndBalance(student.id)).balance).toBe(100_000_000);
  });
});
