import { beforeAll, describe, expect, it } from "vitest";
import { GET as payments } from "@/app/api/admin/payments/route";
import { POST as approve } from "@/app/api/admin/payments/[id]/approve/route";
import { POST as reject } from "@/app/api/admin/payments/[id]/reject/route";
import { GET as exportCsv } from "@/app/api/admin/payments/export/route";
import { GET as reconciliation } from "@/app/api/admin/payments/reconciliation/route";
import { GET as profile } from "@/app/api/user/profile/route";
import { db } from "@/lib/db/client";
import { parseAccountNumber } from "@/lib/payments/account-number";
import { call } from "../support/call";
import { createUser, ledgerAndBalance, type TestUser } from "../support/factories";
import { accountNumberOf, clickCall, clickPrepareFields, configureProviders, paymeCall, paymeId } from "../support/providers";

// The admin's side of Payme and Click (issue 21), and the account number a student is paid by.

configureProviders();

let admin: TestUser;
let student: TestUser;
let account: string;

beforeAll(async () => {
  admin = await createUser({ role: "admin" });
  student = await createUser();
  account = await accountNumberOf(student.id);
});

describe("account numbers", () => {
  it("GET /api/user/profile answers user.accountNumber: seven digits whose check digit holds", async () => {
    const res = await call(profile, { token: student.token });
    expect(res.status).toBe(200);
    const accountNumber = (res.body.user as { accountNumber: number }).accountNumber;
    expect(String(accountNumber)).toMatch(/^\d{7}$/);
    expect(parseAccountNumber(String(accountNumber))).toBe(accountNumber);
  });

  it("every user gets a different one, never one handed out before", async () => {
    const first = await createUser();
    const firstNumber = Number(await accountNumberOf(first.id));
    await db().user.delete({ where: { id: first.id } });
    const next = await Promise.all(Array.from({ length: 5 }, () => createUser()));
    const numbers = await Promise.all(next.map((user) => accountNumberOf(user.id).then(Number)));
    expect(new Set(numbers).size).toBe(5);
    expect(numbers).not.toContain(firstNumber);
    for (const number of numbers) expect(parseAccountNumber(String(number))).toBe(number);
  });
});

describe("admin payments list", () => {
  it("shows the method and the provider's transaction id, finds the payment by that id, and exports both", async () => {
    const id = paymeId();
    await paymeCall("CreateTransaction", { id, time: Date.now(), amount: 2_500_000, account: { account } });
    const found = await call(payments, { token: admin.token, query: { search: id } });
    expect(found.status).toBe(200);
    const items = found.body.payments as { paymentMethod: string; transactionId: string; status: string; provider: { provider: string; state: number } }[];
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ paymentMethod: "payme", transactionId: id, status: "pending", provider: { provider: "payme", state: 1 } });
    const csv = await call(exportCsv, { token: admin.token, query: { search: id } });
    expect(String(csv.body.raw)).toContain(`payme,pending,${id}`);
  });

  it("a provider's pending payment cannot be approved or rejected by an admin (409), so it is never credited twice", async () => {
    const id = paymeId();
    await paymeCall("CreateTransaction", { id, time: Date.now(), amount: 2_500_000, account: { account } });
    const payment = await db().payment.findFirstOrThrow({ where: { transactionId: id } });
    const approved = await call(approve, { method: "POST", token: admin.token, params: { id: payment.id } });
    expect(approved.status).toBe(409);
    const rejected = await call(reject, { method: "POST", token: admin.token, params: { id: payment.id }, body: {} });
    expect(rejected.status).toBe(409);
    await paymeCall("PerformTransaction", { id });
    expect(await db().payment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({ status: "approved", decidedById: null });
    const { balance, ledger } = await ledgerAndBalance(student.id);
    expect(balance).toBe(ledger);
  });

  it("a cancelled provider payment carries why", async () => {
    const fields = clickPrepareFields(account, "30000");
    const prepared = await clickCall("prepare", fields);
    await clickCall("complete", { ...fields, action: "1", merchant_prepare_id: String(prepared.body.merchant_prepare_id), error: "-5017" });
    const found = await call(payments, { token: admin.token, query: { search: fields.click_trans_id! } });
    expect((found.body.payments as unknown[])[0]).toMatchObject({ status: "rejected", provider: { provider: "click", state: -1, reason: -5017 } });
  });
});

describe("reconciliation", () => {
  it("totals a period's provider transactions per provider and state, beside Payme's GetStatement view", async () => {
    const payer = await createUser();
    const payerAccount = await accountNumberOf(payer.id);
    const performed = paymeId();
    await paymeCall("CreateTransaction", { id: performed, time: Date.now(), amount: 1_000_000, account: { account: payerAccount } });
    await paymeCall("PerformTransaction", { id: performed });
    const today = new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 10);
    const res = await call(reconciliation, { token: admin.token, query: { from: today, to: today } });
    expect(res.status).toBe(200);
    const totals = res.body.totals as { provider: string; state: number; count: number; amount: number }[];
    const paymePerformed = totals.find((total) => total.provider === "payme" && total.state === 2);
    expect(paymePerformed?.count).toBeGreaterThanOrEqual(1);
    const sum = await db().providerTransaction.aggregate({ where: { provider: "payme", state: 2 }, _sum: { amount: true } });
    expect(paymePerformed?.amount).toBe(sum._sum.amount);
    const statement = (res.body.statement as { transactions: { id: string; amount: number; state: number }[] }).transactions;
    expect(statement.find((item) => item.id === performed)).toMatchObject({ amount: 1_000_000, state: 2 });
    const fromPayme = await paymeCall("GetStatement", { from: (res.body.statement as { from: number }).from, to: (res.body.statement as { to: number }).to });
    expect((fromPayme.body.result as { transactions: unknown[] }).transactions).toEqual(statement);
  });

  it.each([
    ["no dates", {}],
    ["a date that is not one", { from: "2026-13-45", to: "2026-11-01" }],
    ["to before from", { from: "2026-11-02", to: "2026-11-01" }],
    ["more than 93 days", { from: "2026-01-01", to: "2026-12-31" }],
  ])("%s: 400", async (_name, query) => {
    const res = await call(reconciliation, { token: admin.token, query });
    expect(res.status).toBe(400);
  });

  it("a student: 403; no token: 401", async () => {
    expect((await call(reconciliation, { token: student.token, query: { from: "2026-11-01", to: "2026-11-01" } })).status).toBe(403);
    expect((await call(reconciliation, { query: { from: "2026-11-01", to: "2026-11-01" } })).status).toBe(401);
  });
});
