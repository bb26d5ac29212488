import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { GET as paymeGet, POST as payme } from "@/app/api/payments/payme/route";
import { db } from "@/lib/db/client";
import { resetEnvCache } from "@/lib/env";
import { MAX_BALANCE } from "@/lib/payments/balance-limit";
import { creditBalance, debitBalance } from "@/lib/payments/ledger";
import { answerPayme } from "@/lib/payments/payme/answer-payme";
import { digestKey } from "@/lib/payments/payme/payme-key-digest";
import { PAYME_TIMEOUT_MS } from "@/lib/payments/payme/payme-methods";
import { call } from "../support/call";
import { createUser, ledgerAndBalance } from "../support/factories";
import { accountNumberOf, basicAuth, configureProviders, PAYME_KEY, PAYME_TEST_KEY, paymeCall, paymeId } from "../support/providers";

// Payme's Merchant API as its sandbox walks it (developer.help.paycom.uz): every answer is
// HTTP 200 with `result` or `error`, and every state change is read back from the database.

configureProviders();

type RpcError = { code: number; message: { uz: string; ru: string; en: string }; data: unknown };
const errorOf = (body: Record<string, unknown>) => body.error as RpcError;
const resultOf = (body: Record<string, unknown>) => body.result as Record<string, unknown>;

let account: string;
let studentId: string;

beforeAll(async () => {
  const student = await createUser();
  studentId = student.id;
  account = await accountNumberOf(student.id);
});

async function newStudent() {
  const student = await createUser();
  return { id: student.id, account: await accountNumberOf(student.id) };
}

async function createTx(accountNumber: string, amount = 5_000_000, time = Date.now()) {
  const id = paymeId();
  const res = await paymeCall("CreateTransaction", { id, time, amount, account: { account: accountNumber } });
  return { id, time, res };
}

/** One call answered as at `now` (the 12-hour timeout), as Payme sends it. */
async function paymeAt(now: number, method: string, params: unknown): Promise<Record<string, unknown>> {
  const headers = { authorization: basicAuth(`Paycom:${PAYME_KEY}`), "content-type": "application/json" };
  const request = new Request("http://localhost/api/payments/payme", { method: "POST", headers, body: JSON.stringify({ id: 1, method, params }) });
  return (await answerPayme(request, () => new Date(now)).then((res) => res.json())) as Record<string, unknown>;
}

describe("credentials", () => {
  it.each([
    ["no Authorization header", null],
    ["a wrong key", basicAuth("Paycom:wrong-key")],
    ["the right key under another login", basicAuth(`Admin:${PAYME_KEY}`)],
    ["a key one character short", basicAuth(`Paycom:${PAYME_KEY.slice(0, -1)}`)],
    ["Bearer instead of Basic", `Bearer ${PAYME_KEY}`],
    ["base64 that is not", "Basic %%%"],
  ])("%s: -32504 with HTTP 200, and nothing written", async (_name, auth) => {
    const before = await db().providerTransaction.count();
    const res = await paymeCall("CreateTransaction", { id: paymeId(), time: Date.now(), amount: 500_000, account: { account } }, { auth });
    expect(res.status).toBe(200);
    expect(errorOf(res.body).code).toBe(-32504);
    expect(errorOf(res.body).message.ru).toBe("Недостаточно привилегий для выполнения метода");
    expect(await db().providerTransaction.count()).toBe(before);
  });

  it("accepts the sandbox key beside the merchant key", async () => {
    const res = await paymeCall("CheckPerformTransaction", { amount: 500_000, account: { account } }, { auth: basicAuth(`Paycom:${PAYME_TEST_KEY}`) });
    expect(resultOf(res.body)).toEqual({ allow: true });
  });

  it("is off, refusing every call, while PAYME_MERCHANT_ID is unset", async () => {
    const saved = process.env.PAYME_MERCHANT_ID;
    delete process.env.PAYME_MERCHANT_ID;
    const { resetEnvCache } = await import("@/lib/env");
    resetEnvCache();
    try {
      const res = await paymeCall("CheckPerformTransaction", { amount: 500_000, account: { account } });
      expect(errorOf(res.body).code).toBe(-32504);
    } finally {
      process.env.PAYME_MERCHANT_ID = saved;
      resetEnvCache();
    }
  });
});

describe("malformed calls", () => {
  it("a body that is not JSON: -32700", async () => {
    const res = await call(payme, { method: "POST", headers: { authorization: basicAuth(`Paycom:${PAYME_KEY}`) }, body: '{"method":' });
    expect(res.status).toBe(200);
    expect(errorOf(res.body).code).toBe(-32700);
  });

  it.each([
    ["no method", { id: 1, params: {} }],
    ["no params", { id: 1, method: "CheckTransaction" }],
    ["params of the wrong type", { id: 1, method: "CheckTransaction", params: { id: 5 } }],
    ["a string amount", { id: 1, method: "CheckPerformTransaction", params: { amount: "500000", account: {} } }],
    ["an array body", [1, 2]],
  ])("%s: -32600", async (_name, body) => {
    const res = await call(payme, { method: "POST", headers: { authorization: basicAuth(`Paycom:${PAYME_KEY}`) }, body });
    expect(res.status).toBe(200);
    expect(errorOf(res.body).code).toBe(-32600);
  });

  it("an unknown method: -32601 naming it, with the request's id", async () => {
    const res = await call(payme, {
      method: "POST",
      headers: { authorization: basicAuth(`Paycom:${PAYME_KEY}`) },
      body: { jsonrpc: "2.0", id: 77, method: "SetFiscalData", params: { id: "x" } },
    });
    expect(res.body).toMatchObject({ jsonrpc: "2.0", id: 77, error: { code: -32601, data: "SetFiscalData" } });
  });

  it("a GET: Payme's transport error -32300, with HTTP 200 as every answer", async () => {
    const res = await call(paymeGet, { method: "GET", path: "/api/payments/payme", headers: { authorization: basicAuth(`Paycom:${PAYME_KEY}`) } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ jsonrpc: "2.0", id: null, error: { code: -32300, message: { ru: "Метод запроса не POST" } } });
    const anonymous = await call(paymeGet, { method: "GET", path: "/api/payments/payme" });
    expect(anonymous.status).toBe(200);
    expect(errorOf(anonymous.body).code).toBe(-32504);
  });
});

describe("CheckPerformTransaction", () => {
  it("allows a whole-so'm amount for an existing account", async () => {
    const res = await paymeCall("CheckPerformTransaction", { amount: 500_000, account: { account } });
    expect(res.body).toMatchObject({ result: { allow: true } });
  });

  it.each([
    ["an account nobody has", "9999998"],
    ["a mistyped check digit", "mistyped"],
    ["letters", "abc"],
    ["no account field", undefined],
  ])("%s: -31050 naming the account field", async (_name, value) => {
    const wrong = value === "mistyped" ? `${account.slice(0, 6)}${(Number(account[6]) + 1) % 10}` : value;
    const res = await paymeCall("CheckPerformTransaction", { amount: 500_000, account: wrong === undefined ? {} : { account: wrong } });
    expect(errorOf(res.body)).toMatchObject({ code: -31050, data: "account" });
    expect(errorOf(res.body).message.uz).toBe("Bunday hisob raqami topilmadi");
  });

  it.each([
    ["tiyin that are not whole so'm", 500_050],
    ["below the minimum", 99_900],
    ["above the maximum", 100_000_000_100],
    ["zero", 0],
    ["negative", -500_000],
  ])("%s: -31001", async (_name, amount) => {
    const res = await paymeCall("CheckPerformTransaction", { amount, account: { account } });
    expect(errorOf(res.body).code).toBe(-31001);
  });
});

describe("create → perform → check", () => {
  it("credits the balance once, through the ledger, and tells the student", async () => {
    const student = await newStudent();
    const { id, time, res: created } = await createTx(student.account, 5_000_000);
    expect(created.status).toBe(200);
    const createResult = resultOf(created.body);
    expect(createResult.state).toBe(1);
    expect(typeof createResult.transaction).toBe("string");
    expect(createResult.create_time).toBeGreaterThan(0);
    expect(await ledgerAndBalance(student.id)).toEqual({ balance: 0, ledger: 0 });
    const pending = await db().payment.findFirstOrThrow({ where: { userId: student.id } });
    expect(pending).toMatchObject({ status: "pending", amount: 50_000, paymentMethod: "payme", transactionId: id, kind: "topup" });

    const performed = await paymeCall("PerformTransaction", { id });
    expect(resultOf(performed.body)).toMatchObject({ state: 2, transaction: createResult.transaction });
    expect(await ledgerAndBalance(student.id)).toEqual({ balance: 50_000, ledger: 50_000 });
    expect(await db().payment.findUniqueOrThrow({ where: { id: pending.id } })).toMatchObject({ status: "approved" });
    expect(await db().ledgerEntry.findFirst({ where: { userId: student.id } })).toMatchObject({ amount: 50_000, reason: "provider_topup", paymentId: pending.id });
    expect(await db().userNotification.count({ where: { userId: student.id, kind: "topup_approved", amount: 50_000 } })).toBe(1);

    const checked = await paymeCall("CheckTransaction", { id });
    expect(resultOf(checked.body)).toEqual({
      create_time: createResult.create_time,
      perform_time: resultOf(performed.body).perform_time,
      cancel_time: 0,
      transaction: createResult.transaction,
      state: 2,
      reason: null,
    });
    const statement = await paymeCall("GetStatement", { from: time, to: time });
    expect(resultOf(statement.body).transactions).toEqual([
      expect.objectContaining({ id, time, amount: 5_000_000, account: { account: student.account }, state: 2 }),
    ]);
  });

  it("CreateTransaction twice with the same id answers the same, and makes one row", async () => {
    const student = await newStudent();
    const { id, time, res: first } = await createTx(student.account);
    const again = await paymeCall("CreateTransaction", { id, time, amount: 5_000_000, account: { account: student.account } });
    expect(resultOf(again.body)).toEqual(resultOf(first.body));
    expect(await db().providerTransaction.count({ where: { externalId: id } })).toBe(1);
    expect(await db().payment.count({ where: { userId: student.id } })).toBe(1);
  });

  it("CreateTransaction again with the same id and another amount (-31001) or account (-31050): refused, and the first stays as it was", async () => {
    const student = await newStudent();
    const other = await newStudent();
    const { id, time, res: first } = await createTx(student.account, 5_000_000);
    const otherAmount = await paymeCall("CreateTransaction", { id, time, amount: 6_000_000, account: { account: student.account } });
    expect(errorOf(otherAmount.body).code).toBe(-31001);
    const otherAccount = await paymeCall("CreateTransaction", { id, time, amount: 5_000_000, account: { account: other.account } });
    expect(errorOf(otherAccount.body)).toMatchObject({ code: -31050, data: "account" });
    expect(errorOf(otherAccount.body).message.ru).toBe("Эта транзакция создана для другого лицевого счёта");
    expect(resultOf((await paymeCall("CheckTransaction", { id })).body)).toMatchObject({ state: 1, transaction: resultOf(first.body).transaction });
    expect(await db().providerTransaction.findFirstOrThrow({ where: { externalId: id } })).toMatchObject({ amount: 50_000, userId: student.id });
    expect(await db().payment.count({ where: { userId: other.id } })).toBe(0);
  });

  it("CreateTransaction with a wrong account or amount writes nothing", async () => {
    const before = await db().payment.count();
    expect(errorOf((await createTx("9999998")).res.body).code).toBe(-31050);
    expect(errorOf((await createTx(account, 12_345)).res.body).code).toBe(-31001);
    expect(await db().payment.count()).toBe(before);
  });

  it("PerformTransaction twice answers the same perform_time and credits once", async () => {
    const student = await newStudent();
    const { id } = await createTx(student.account, 3_000_000);
    const first = await paymeCall("PerformTransaction", { id });
    const second = await paymeCall("PerformTransaction", { id });
    expect(resultOf(second.body)).toEqual(resultOf(first.body));
    expect(await ledgerAndBalance(student.id)).toEqual({ balance: 30_000, ledger: 30_000 });
  });

  it("an unknown id: -31003 from Perform, Cancel and Check", async () => {
    for (const [method, params] of [
      ["PerformTransaction", { id: paymeId() }],
      ["CancelTransaction", { id: paymeId(), reason: 1 }],
      ["CheckTransaction", { id: paymeId() }],
    ] as const) {
      expect(errorOf((await paymeCall(method, params)).body).code, method).toBe(-31003);
    }
  });
});

describe("CancelTransaction", () => {
  it("before perform: state -1 with the reason, the payment refused, and no perform after it", async () => {
    const student = await newStudent();
    const { id } = await createTx(student.account);
    const cancelled = await paymeCall("CancelTransaction", { id, reason: 3 });
    expect(resultOf(cancelled.body)).toMatchObject({ state: -1 });
    const again = await paymeCall("CancelTransaction", { id, reason: 3 });
    expect(resultOf(again.body)).toEqual(resultOf(cancelled.body));
    expect(errorOf((await paymeCall("PerformTransaction", { id })).body).code).toBe(-31008);
    expect(errorOf((await paymeCall("CreateTransaction", { id, time: Date.now(), amount: 5_000_000, account: { account: student.account } })).body).code).toBe(-31008);
    expect(resultOf((await paymeCall("CheckTransaction", { id })).body)).toMatchObject({ state: -1, reason: 3, perform_time: 0 });
    expect(await db().payment.findFirstOrThrow({ where: { userId: student.id } })).toMatchObject({ status: "rejected" });
    expect(await ledgerAndBalance(student.id)).toEqual({ balance: 0, ledger: 0 });
  });

  it("after perform, with the money still there: state -2 and the money taken back through the ledger", async () => {
    const student = await newStudent();
    const { id } = await createTx(student.account, 2_000_000);
    await paymeCall("PerformTransaction", { id });
    const cancelled = await paymeCall("CancelTransaction", { id, reason: 5 });
    expect(resultOf(cancelled.body)).toMatchObject({ state: -2 });
    expect(resultOf((await paymeCall("CheckTransaction", { id })).body)).toMatchObject({ state: -2, reason: 5 });
    expect(await ledgerAndBalance(student.id)).toEqual({ balance: 0, ledger: 0 });
    expect(await db().ledgerEntry.count({ where: { userId: student.id, reason: "provider_refund", amount: -20_000 } })).toBe(1);
    const again = await paymeCall("CancelTransaction", { id, reason: 5 });
    expect(resultOf(again.body)).toEqual(resultOf(cancelled.body));
    expect(await ledgerAndBalance(student.id)).toEqual({ balance: 0, ledger: 0 });
  });

  it("after perform, with the money spent: -31007 and nothing changes", async () => {
    const student = await newStudent();
    const { id } = await createTx(student.account, 2_000_000);
    await paymeCall("PerformTransaction", { id });
    await db().$transaction((tx) => debitBalance(tx, { userId: student.id, amount: 15_000, reason: "enrollment" }));
    const res = await paymeCall("CancelTransaction", { id, reason: 5 });
    expect(errorOf(res.body).code).toBe(-31007);
    expect(resultOf((await paymeCall("CheckTransaction", { id })).body)).toMatchObject({ state: 2, cancel_time: 0, reason: null });
    expect(await ledgerAndBalance(student.id)).toEqual({ balance: 5_000, ledger: 5_000 });
  });
});

describe("the 12-hour timeout", () => {
  it("a new CreateTransaction whose Payme time is more than 12 hours old: -31008, and nothing written", async () => {
    const student = await newStudent();
    const time = Date.now();
    const late = await paymeAt(time + PAYME_TIMEOUT_MS + 1, "CreateTransaction", { id: paymeId(), time, amount: 5_000_000, account: { account: student.account } });
    expect(errorOf(late).code).toBe(-31008);
    expect(await db().payment.count({ where: { userId: student.id } })).toBe(0);
    expect(await db().providerTransaction.count({ where: { userId: student.id } })).toBe(0);
    const inTime = await paymeAt(time + PAYME_TIMEOUT_MS, "CreateTransaction", { id: paymeId(), time, amount: 5_000_000, account: { account: student.account } });
    expect(resultOf(inTime).state).toBe(1);
  });

  it("a created transaction past its 12 hours shows cancelled by timeout (state -1, reason 4) in CheckTransaction and GetStatement, and is not performed", async () => {
    const student = await newStudent();
    const time = Date.now() - 5_000;
    const checked = paymeId();
    const listed = paymeId();
    for (const id of [checked, listed]) await paymeAt(time, "CreateTransaction", { id, time, amount: 1_000_000, account: { account: student.account } });
    const later = time + PAYME_TIMEOUT_MS + 1;

    const check = resultOf(await paymeAt(later, "CheckTransaction", { id: checked }));
    expect(check).toMatchObject({ state: -1, reason: 4, perform_time: 0, cancel_time: later });
    // Payme repeats calls and compares: the cancel is recorded once, with its time.
    expect(resultOf(await paymeAt(later + 1_000, "CheckTransaction", { id: checked }))).toEqual(check);

    const statement = resultOf(await paymeAt(later, "GetStatement", { from: time, to: time })).transactions as Record<string, unknown>[];
    expect(statement.map((row) => [row.id, row.state, row.reason, row.cancel_time])).toEqual([
      [checked, -1, 4, later],
      [listed, -1, 4, later],
    ]);
    for (const id of [checked, listed]) expect(errorOf(await paymeAt(later, "PerformTransaction", { id })).code).toBe(-31008);
    expect(await db().payment.findMany({ where: { userId: student.id }, select: { status: true } })).toEqual([{ status: "rejected" }, { status: "rejected" }]);
    expect(await ledgerAndBalance(student.id)).toEqual({ balance: 0, ledger: 0 });
  });

  it("counts from Payme's time: a millisecond before 12 hours performs, a millisecond after does not", async () => {
    const student = await newStudent();
    const time = Date.now();
    const headers = { authorization: basicAuth(`Paycom:${PAYME_KEY}`), "content-type": "application/json" };
    const at = (now: number, method: string, params: unknown) =>
      answerPayme(new Request("http://localhost/api/payments/payme", { method: "POST", headers, body: JSON.stringify({ id: 1, method, params }) }), () => new Date(now)).then(
        (res) => res.json() as Promise<Record<string, unknown>>,
      );
    const early = paymeId();
    const late = paymeId();
    await at(time, "CreateTransaction", { id: early, time, amount: 1_000_000, account: { account: student.account } });
    await at(time, "CreateTransaction", { id: late, time, amount: 1_000_000, account: { account: student.account } });
    expect(resultOf(await at(time + PAYME_TIMEOUT_MS, "PerformTransaction", { id: early }))).toMatchObject({ state: 2 });
    expect(errorOf(await at(time + PAYME_TIMEOUT_MS + 1, "PerformTransaction", { id: late })).code).toBe(-31008);
    expect(errorOf(await at(time + PAYME_TIMEOUT_MS + 2, "CreateTransaction", { id: late, time, amount: 1_000_000, account: { account: student.account } })).code).toBe(-31008);
    expect(await ledgerAndBalance(student.id)).toEqual({ balance: 10_000, ledger: 10_000 });
  });
});

describe("ChangePassword", () => {
  const NEW_KEY = "a-key-changed-in-the-cabinet-0123";
  const changePassword = (password: unknown, key = PAYME_KEY) => paymeCall("ChangePassword", { password }, { auth: basicAuth(`Paycom:${key}`) });
  const check = (key: string) => paymeCall("CheckPerformTransaction", { amount: 500_000, account: { account } }, { auth: basicAuth(`Paycom:${key}`) });

  // Every other test here signs with the environment's keys.
  afterEach(async () => {
    await db().paymeKey.deleteMany();
  });

  it("replaces the merchant key: the new one opens, the old one is -32504, and only a salted hash is stored", async () => {
    const res = await changePassword(NEW_KEY);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ result: { success: true } });
    expect(resultOf((await check(NEW_KEY)).body)).toEqual({ allow: true });
    expect(errorOf((await check(PAYME_KEY)).body).code).toBe(-32504);
    // The sandbox's key is another slot, and keeps working.
    expect(resultOf((await check(PAYME_TEST_KEY)).body)).toEqual({ allow: true });
    const rows = await db().paymeKey.findMany();
    expect(rows.map((row) => row.slot)).toEqual(["merchant"]);
    const stored = Buffer.concat([rows[0]!.salt, rows[0]!.digest, rows[0]!.replaces]).toString("latin1");
    expect(stored).not.toContain(NEW_KEY);
    expect(stored).not.toContain(PAYME_KEY);
  });

  it("holds across instances and restarts: a key another instance stored opens here at once, and after a restart", async () => {
    // Another instance answered Payme's ChangePassword: all this one shares with it is the database.
    await db().paymeKey.create({ data: { slot: "merchant", ...digestKey(NEW_KEY, PAYME_KEY) } });
    expect(resultOf((await check(NEW_KEY)).body)).toEqual({ allow: true });
    expect(errorOf((await check(PAYME_KEY)).body).code).toBe(-32504);
    resetEnvCache();
    expect(resultOf((await check(NEW_KEY)).body)).toEqual({ allow: true });
    expect(errorOf((await check(PAYME_KEY)).body).code).toBe(-32504);
  });

  it("is authorised with the current key like every call: a wrong or replaced key changes nothing", async () => {
    expect(errorOf((await changePassword("attacker-key", "wrong-key")).body).code).toBe(-32504);
    expect(await db().paymeKey.count()).toBe(0);
    await changePassword(NEW_KEY);
    expect(errorOf((await changePassword("attacker-key", PAYME_KEY)).body).code).toBe(-32504);
    expect(resultOf((await check(NEW_KEY)).body)).toEqual({ allow: true });
    // Changed again with the current key, the one before stops working.
    expect(resultOf((await changePassword("the-third-key-0123456789", NEW_KEY)).body)).toEqual({ success: true });
    expect(errorOf((await check(NEW_KEY)).body).code).toBe(-32504);
    expect(resultOf((await check("the-third-key-0123456789")).body)).toEqual({ allow: true });
  });

  it("made with the sandbox's key, replaces that key only", async () => {
    await changePassword(NEW_KEY, PAYME_TEST_KEY);
    expect(errorOf((await check(PAYME_TEST_KEY)).body).code).toBe(-32504);
    expect(resultOf((await check(NEW_KEY)).body)).toEqual({ allow: true });
    expect(resultOf((await check(PAYME_KEY)).body)).toEqual({ allow: true });
  });

  it("gives way to a new key set in the environment", async () => {
    await changePassword(NEW_KEY);
    const saved = process.env.PAYME_KEY;
    process.env.PAYME_KEY = "set-by-the-operator-0123456789";
    resetEnvCache();
    try {
      expect(resultOf((await check("set-by-the-operator-0123456789")).body)).toEqual({ allow: true });
      expect(errorOf((await check(NEW_KEY)).body).code).toBe(-32504);
    } finally {
      process.env.PAYME_KEY = saved;
      resetEnvCache();
    }
  });

  it.each([
    ["an empty password", ""],
    ["a number", 12345],
    ["no password", undefined],
  ])("%s: -32600, and the key stays", async (_name, password) => {
    expect(errorOf((await changePassword(password)).body).code).toBe(-32600);
    expect(await db().paymeKey.count()).toBe(0);
    expect(resultOf((await check(PAYME_KEY)).body)).toEqual({ allow: true });
  });
});

describe("the balance limit (MAX_BALANCE, 1,000,000,000 so'm)", () => {
  // A student 5,000 so'm short of the limit: 500,000 tiyin fit, 600,000 do not.
  async function nearTheLimit() {
    const student = await createUser({ balance: MAX_BALANCE - 5_000 });
    return { id: student.id, account: await accountNumberOf(student.id) };
  }
  const check = (accountNumber: string, amount: number) => paymeCall("CheckPerformTransaction", { amount, account: { account: accountNumber } });

  it("CheckPerformTransaction refuses an amount the balance cannot take: -31001 naming the limit, before Payme debits the payer", async () => {
    const student = await nearTheLimit();
    expect((await check(student.account, 500_000)).body).toMatchObject({ result: { allow: true } });
    const refused = errorOf((await check(student.account, 600_000)).body);
    expect(refused.code).toBe(-31001);
    expect(refused.message.ru).toBe("С этой суммой баланс превысит предел в 1 000 000 000 сум");
    expect(refused.message.uz).toContain("1 000 000 000 so'm");
  });

  it("CreateTransaction refuses it too and writes nothing; transactions created and not yet performed hold their amounts", async () => {
    const student = await nearTheLimit();
    expect(errorOf((await createTx(student.account, 600_000)).res.body).code).toBe(-31001);
    expect(await db().payment.count({ where: { userId: student.id } })).toBe(0);

    // 3,000 so'm created, not performed: 3,000 more no longer fits, 2,000 does.
    const held = await createTx(student.account, 300_000);
    expect(resultOf(held.res.body).state).toBe(1);
    expect(errorOf((await check(student.account, 300_000)).body).code).toBe(-31001);
    expect(errorOf((await createTx(student.account, 300_000)).res.body).code).toBe(-31001);
    expect(resultOf((await createTx(student.account, 200_000)).res.body).state).toBe(1);
    // A retried create of a recorded transaction answers its row, whatever the others hold.
    const again = await paymeCall("CreateTransaction", { id: held.id, time: held.time, amount: 300_000, account: { account: student.account } });
    expect(resultOf(again.body)).toEqual(resultOf(held.res.body));
    // Cancelled, it holds nothing.
    await paymeCall("CancelTransaction", { id: held.id, reason: 3 });
    expect(resultOf((await createTx(student.account, 300_000)).res.body).state).toBe(1);
    expect(await db().providerTransaction.count({ where: { userId: student.id } })).toBe(3);
    expect(await ledgerAndBalance(student.id)).toEqual({ balance: MAX_BALANCE - 5_000, ledger: MAX_BALANCE - 5_000 });
  });

  it("a transaction created more than 12 hours ago holds nothing: Payme cancels it rather than perform it", async () => {
    const student = await nearTheLimit();
    const time = Date.now();
    const headers = { authorization: basicAuth(`Paycom:${PAYME_KEY}`), "content-type": "application/json" };
    const at = (now: number, method: string, params: unknown) =>
      answerPayme(new Request("http://localhost/api/payments/payme", { method: "POST", headers, body: JSON.stringify({ id: 1, method, params }) }), () => new Date(now)).then(
        (res) => res.json() as Promise<Record<string, unknown>>,
      );
    await at(time, "CreateTransaction", { id: paymeId(), time, amount: 500_000, account: { account: student.account } });
    expect(errorOf(await at(time + PAYME_TIMEOUT_MS, "CheckPerformTransaction", { amount: 100_000, account: { account: student.account } })).code).toBe(-31001);
    expect(resultOf(await at(time + PAYME_TIMEOUT_MS + 1, "CheckPerformTransaction", { amount: 500_000, account: { account: student.account } }))).toEqual({ allow: true });
  });

  it("the ledger's own check stays: a balance filled by an admin between create and perform makes Perform -31008, and nothing is credited", async () => {
    const student = await nearTheLimit();
    const { id } = await createTx(student.account, 500_000);
    await db().$transaction((tx) => creditBalance(tx, { userId: student.id, amount: 1_000, reason: "admin_adjustment" }));
    const performed = await paymeCall("PerformTransaction", { id });
    expect(performed.status).toBe(200);
    expect(errorOf(performed.body).code).toBe(-31008);
    expect(resultOf((await paymeCall("CancelTransaction", { id, reason: 3 })).body)).toMatchObject({ state: -1 });
    expect(await ledgerAndBalance(student.id)).toEqual({ balance: MAX_BALANCE - 4_000, ledger: MAX_BALANCE - 4_000 });
    expect(await db().payment.findFirstOrThrow({ where: { transactionId: id } })).toMatchObject({ status: "rejected" });
  });
});

describe("GetStatement", () => {
  it("lists the transactions Payme created within [from, to], both ends included, oldest first", async () => {
    const base = Date.now() - 60_000;
    const ids: string[] = [];
    for (const offset of [0, 1_000, 2_000, 3_000]) {
      const { id } = await createTx(account, 1_000_000, base + offset);
      ids.push(id);
    }
    await paymeCall("PerformTransaction", { id: ids[1] });
    await paymeCall("CancelTransaction", { id: ids[2], reason: 2 });
    const res = await paymeCall("GetStatement", { from: base + 1_000, to: base + 3_000 });
    const transactions = resultOf(res.body).transactions as Record<string, unknown>[];
    expect(transactions.map((t) => t.id)).toEqual([ids[1], ids[2], ids[3]]);
    expect(transactions.map((t) => t.state)).toEqual([2, -1, 1]);
    expect(transactions[1]).toMatchObject({ reason: 2, amount: 1_000_000, time: base + 2_000 });
    expect(resultOf((await paymeCall("GetStatement", { from: base - 10, to: base - 1 })).body)).toEqual({ transactions: [] });
    expect(await ledgerAndBalance(studentId)).toEqual({ balance: 10_000, ledger: 10_000 });
  });
});
