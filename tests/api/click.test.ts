import { beforeAll, describe, expect, it } from "vitest";
import { POST as complete } from "@/app/api/payments/click/complete/route";
import { db } from "@/lib/db/client";
import { MAX_BALANCE } from "@/lib/payments/balance-limit";
import { call } from "../support/call";
import { createUser, ledgerAndBalance } from "../support/factories";
import { accountNumberOf, CLICK, clickCall, clickPrepareFields, clickSign, configureProviders, type ClickFields } from "../support/providers";

// Click's SHOP API (docs.click.uz): prepare (action 0) and complete (action 1), form-encoded,
// signed with md5; every answer is JSON with `error` 0 or one of Click's published codes.

configureProviders();

async function newStudent() {
  const student = await createUser();
  return { id: student.id, account: await accountNumberOf(student.id) };
}

function completeFields(prepared: ClickFields, prepareId: unknown, extra: Partial<ClickFields> = {}): ClickFields {
  return { ...prepared, action: "1", merchant_prepare_id: String(prepareId), ...extra };
}

async function prepareFor(account: string, amount = "50000") {
  const fields = clickPrepareFields(account, amount);
  const res = await clickCall("prepare", fields);
  return { fields, res, prepareId: res.body.merchant_prepare_id };
}

let student: { id: string; account: string };

beforeAll(async () => {
  student = await newStudent();
});

describe("prepare", () => {
  it("a good signature: error 0, a merchant_prepare_id, and a pending payment", async () => {
    const payer = await newStudent();
    const { fields, res, prepareId } = await prepareFor(payer.account, "50000.00");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ error: 0, error_note: "Success", click_trans_id: fields.click_trans_id, merchant_trans_id: payer.account });
    expect(typeof prepareId).toBe("number");
    expect(await db().payment.findFirstOrThrow({ where: { userId: payer.id } })).toMatchObject({ status: "pending", amount: 50_000, paymentMethod: "click" });
    const again = await clickCall("prepare", fields);
    expect(again.body.merchant_prepare_id).toBe(prepareId);
    expect(await db().providerTransaction.count({ where: { provider: "click", externalId: fields.click_trans_id } })).toBe(1);
  });

  it.each([
    ["a signature made with another key", (f: ClickFields) => ({ ...f, sign_string: clickSign(f, "not-the-key") })],
    ["a signature over another amount", (f: ClickFields) => ({ ...f, sign_string: clickSign({ ...f, amount: "1" }) })],
    ["no signature", (f: ClickFields) => ({ ...f, sign_string: "" })],
  ])("%s: -1 and nothing written", async (_name, tamper) => {
    const before = await db().providerTransaction.count();
    const res = await clickCall("prepare", tamper(clickPrepareFields(student.account, "50000")));
    expect(res.body).toMatchObject({ error: -1, error_note: "SIGN CHECK FAILED!" });
    expect(await db().providerTransaction.count()).toBe(before);
  });

  it.each([
    ["an account nobody has", { merchant_trans_id: "9999998" }, -5],
    ["a mistyped account", { merchant_trans_id: "1234567" }, -5],
    ["tiyin", { amount: "50000.50" }, -2],
    ["below the minimum", { amount: "999" }, -2],
    ["not a number", { amount: "5e4" }, -2],
    ["another service", { service_id: "999" }, -8],
    ["the complete action at prepare", { action: "1" }, -3],
  ])("%s: %s", async (_name, change, error) => {
    const res = await clickCall("prepare", { ...clickPrepareFields(student.account, "50000"), ...change });
    expect(res.body.error).toBe(error);
  });

  it("Click reporting its own failure at prepare: -9, and nothing recorded", async () => {
    const payer = await newStudent();
    const fields: ClickFields = { ...clickPrepareFields(payer.account, "50000"), error: "-5017", error_note: "Insufficient funds" };
    const res = await clickCall("prepare", fields);
    expect(res.body).toMatchObject({ error: -9, error_note: "Transaction cancelled", click_trans_id: fields.click_trans_id });
    expect(await db().providerTransaction.count({ where: { provider: "click", externalId: fields.click_trans_id } })).toBe(0);
    expect(await db().payment.count({ where: { userId: payer.id } })).toBe(0);
  });

  it("Click reporting a failure at a repeated prepare cancels the one prepared: -9, and its complete is -9", async () => {
    const payer = await newStudent();
    const { fields, prepareId } = await prepareFor(payer.account);
    const failed = await clickCall("prepare", { ...fields, error: "-5017", error_note: "Insufficient funds" });
    expect(failed.body.error).toBe(-9);
    expect(await db().providerTransaction.findFirstOrThrow({ where: { provider: "click", externalId: fields.click_trans_id } })).toMatchObject({ state: -1, reason: -5017 });
    expect((await clickCall("complete", completeFields(fields, prepareId))).body.error).toBe(-9);
    expect(await ledgerAndBalance(payer.id)).toEqual({ balance: 0, ledger: 0 });
  });

  it("a field missing: -8", async () => {
    const { sign_time: _dropped, ...fields } = clickPrepareFields(student.account, "50000");
    const res = await clickCall("prepare", fields);
    expect(res.body).toMatchObject({ error: -8, error_note: "Error in request from click" });
  });
});

describe("the balance limit (MAX_BALANCE, 1,000,000,000 so'm)", () => {
  it("prepare refuses an amount the balance cannot take beside the payments still prepared: -2, and nothing written", async () => {
    const near = await createUser({ balance: MAX_BALANCE - 5_000 });
    const account = await accountNumberOf(near.id);
    expect((await prepareFor(account, "6000")).res.body).toMatchObject({ error: -2, error_note: "Incorrect parameter amount" });
    expect(await db().payment.count({ where: { userId: near.id } })).toBe(0);
    // 3,000 so'm prepared and not completed holds its place until it is.
    const held = await prepareFor(account, "3000");
    expect(held.res.body.error).toBe(0);
    expect((await prepareFor(account, "3000")).res.body.error).toBe(-2);
    expect((await clickCall("complete", completeFields(held.fields, held.prepareId))).body.error).toBe(0);
    expect((await prepareFor(account, "3000")).res.body.error).toBe(-2);
    expect((await prepareFor(account, "2000")).res.body.error).toBe(0);
    expect(await ledgerAndBalance(near.id)).toEqual({ balance: MAX_BALANCE - 2_000, ledger: MAX_BALANCE - 2_000 });
  });
});

describe("complete", () => {
  it("credits once through the ledger; a repeated complete answers -4 and credits nothing", async () => {
    const payer = await newStudent();
    const { fields, prepareId } = await prepareFor(payer.account, "70000");
    const done = await clickCall("complete", completeFields(fields, prepareId));
    expect(done.body).toMatchObject({ error: 0, merchant_confirm_id: prepareId, click_trans_id: fields.click_trans_id });
    expect(await ledgerAndBalance(payer.id)).toEqual({ balance: 70_000, ledger: 70_000 });
    expect(await db().payment.findFirstOrThrow({ where: { userId: payer.id } })).toMatchObject({ status: "approved" });
    expect(await db().userNotification.count({ where: { userId: payer.id, kind: "topup_approved" } })).toBe(1);
    const repeated = await clickCall("complete", completeFields(fields, prepareId));
    expect(repeated.body).toMatchObject({ error: -4, error_note: "Already paid" });
    expect(await ledgerAndBalance(payer.id)).toEqual({ balance: 70_000, ledger: 70_000 });
    const preparedAgain = await clickCall("prepare", fields);
    expect(preparedAgain.body.error).toBe(-4);
  });

  it("without a prepare: -6", async () => {
    const fields = clickPrepareFields(student.account, "50000");
    const res = await clickCall("complete", completeFields(fields, 987_654_321));
    expect(res.body).toMatchObject({ error: -6, error_note: "Transaction does not exist" });
    expect(await ledgerAndBalance(student.id)).toEqual({ balance: 0, ledger: 0 });
  });

  it("with another payment's click_trans_id: -6", async () => {
    const { fields, prepareId } = await prepareFor(student.account);
    const res = await clickCall("complete", completeFields({ ...fields, click_trans_id: "42" }, prepareId));
    expect(res.body.error).toBe(-6);
  });

  it("naming another account than its prepare: -6, nothing credited to either, and the right complete still credits", async () => {
    const payer = await newStudent();
    const other = await newStudent();
    const { fields, prepareId } = await prepareFor(payer.account, "50000");
    const res = await clickCall("complete", completeFields({ ...fields, merchant_trans_id: other.account }, prepareId));
    expect(res.body).toMatchObject({ error: -6, error_note: "Transaction does not exist" });
    expect(await ledgerAndBalance(payer.id)).toEqual({ balance: 0, ledger: 0 });
    expect(await ledgerAndBalance(other.id)).toEqual({ balance: 0, ledger: 0 });
    expect(await db().providerTransaction.findFirstOrThrow({ where: { provider: "click", externalId: fields.click_trans_id } })).toMatchObject({ state: 1 });
    expect((await clickCall("complete", completeFields(fields, prepareId))).body.error).toBe(0);
    expect(await ledgerAndBalance(payer.id)).toEqual({ balance: 50_000, ledger: 50_000 });
  });

  it("Click reporting a failure after the payment was confirmed: -4, and the credit stays", async () => {
    const payer = await newStudent();
    const { fields, prepareId } = await prepareFor(payer.account, "50000");
    expect((await clickCall("complete", completeFields(fields, prepareId))).body.error).toBe(0);
    const late = await clickCall("complete", completeFields(fields, prepareId, { error: "-5017", error_note: "Insufficient funds" }));
    expect(late.body).toMatchObject({ error: -4, error_note: "Already paid" });
    expect(await ledgerAndBalance(payer.id)).toEqual({ balance: 50_000, ledger: 50_000 });
  });

  it("a bad signature: -1 and no credit", async () => {
    const payer = await newStudent();
    const { fields, prepareId } = await prepareFor(payer.account);
    const signedWithoutPrepareId = { ...completeFields(fields, prepareId), sign_string: clickSign({ ...fields, action: "1" }) };
    const res = await clickCall("complete", signedWithoutPrepareId);
    expect(res.body.error).toBe(-1);
    expect(await ledgerAndBalance(payer.id)).toEqual({ balance: 0, ledger: 0 });
  });

  it("an amount other than prepared: -2", async () => {
    const payer = await newStudent();
    const { fields, prepareId } = await prepareFor(payer.account, "50000");
    const res = await clickCall("complete", completeFields(fields, prepareId, { amount: "60000" }));
    expect(res.body.error).toBe(-2);
    expect(await ledgerAndBalance(payer.id)).toEqual({ balance: 0, ledger: 0 });
  });

  it("Click reporting its own failure cancels: -9, then -9 for every later complete", async () => {
    const payer = await newStudent();
    const { fields, prepareId } = await prepareFor(payer.account);
    const failed = await clickCall("complete", completeFields(fields, prepareId, { error: "-5017", error_note: "Insufficient funds" }));
    expect(failed.body).toMatchObject({ error: -9, error_note: "Transaction cancelled" });
    expect(await db().providerTransaction.findFirstOrThrow({ where: { externalId: fields.click_trans_id } })).toMatchObject({ state: -1, reason: -5017 });
    expect(await db().payment.findFirstOrThrow({ where: { userId: payer.id } })).toMatchObject({ status: "rejected" });
    const retried = await clickCall("complete", completeFields(fields, prepareId));
    expect(retried.body.error).toBe(-9);
    expect(await ledgerAndBalance(payer.id)).toEqual({ balance: 0, ledger: 0 });
  });

  it("a JSON body is read too, and garbage is -8, never a 500", async () => {
    const res = await call(complete, { method: "POST", body: "%%%" , headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(res.status).toBe(200);
    expect(res.body.error).toBe(-8);
    const json = await call(complete, { method: "POST", body: { service_id: Number(CLICK.serviceId) } });
    expect(json.body.error).toBe(-8);
  });
});
