import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { MAX_BALANCE } from "@/lib/payments/balance-limit";
import { createUser, ledgerAndBalance } from "../support/factories";
import { accountNumberOf, clickCall, clickPrepareFields, configureProviders, paymeCall, paymeId } from "../support/providers";

// Providers retry and send duplicates in parallel (issue 21). Twenty identical calls at once,
// each through the real handler on its own pool connection: one credit, and afterwards the
// ledger's sum equals every balance in the database.

configureProviders();

async function everyBalanceMatchesItsLedger(): Promise<void> {
  const mismatched = await db().$queryRaw<{ id: string }[]>`
    SELECT u.id FROM "User" u LEFT JOIN "LedgerEntry" l ON l."userId" = u.id
    GROUP BY u.id, u.balance HAVING u.balance <> COALESCE(sum(l.amount), 0)`;
  expect(mismatched).toEqual([]);
}

const clients: pg.Client[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.end()));
});

/** A connection of its own, for a transaction that holds a row while the app's calls queue for it. */
async function otherConnection(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL, statement_timeout: 10_000 });
  await client.connect();
  clients.push(client);
  return client;
}

/** Resolves when `count` other connections wait for a lock. */
async function waitersForALock(count: number): Promise<void> {
  for (let tries = 0; tries < 500; tries++) {
    const [row] = await db().$queryRaw<{ waiting: number }[]>`
      SELECT count(*)::int AS "waiting" FROM pg_stat_activity WHERE "datname" = current_database() AND "wait_event_type" = 'Lock'`;
    if ((row?.waiting ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`fewer than ${count} connections waited for a lock`);
}

describe("parallel duplicates", () => {
  it("20 identical CreateTransaction calls make one transaction, and 20 PerformTransaction calls credit once", async () => {
    const student = await createUser();
    const account = await accountNumberOf(student.id);
    const id = paymeId();
    const params = { id, time: Date.now(), amount: 4_200_000, account: { account } };
    const created = await Promise.all(Array.from({ length: 20 }, () => paymeCall("CreateTransaction", params)));
    const createResults = created.map((res) => JSON.stringify(res.body.result ?? res.body.error));

    expect(new Set(createResults).size).toBe(1);
    expect(await db().providerTransaction.count({ where: { externalId: id } })).toBe(1);
    expect(await db().payment.count({ where: { userId: student.id } })).toBe(1);

    const performed = await Promise.all(Array.from({ length: 20 }, () => paymeCall("PerformTransaction", { id })));
    expect(performed.map((res) => res.status)).toEqual(Array(20).fill(200));
    // Every duplicate answers the one perform: the same state and perform_time.
    expect(new Set(performed.map((res) => JSON.stringify(res.body.result))).size).toBe(1);
    expect(performed[0]!.body.result).toMatchObject({ state: 2 });
    expect(await ledgerAndBalance(student.id)).toEqual({ balance: 42_000, ledger: 42_000 });
    expect(await db().ledgerEntry.count({ where: { userId: student.id } })).toBe(1);
    expect(await db().userNotification.count({ where: { userId: student.id } })).toBe(1);
    await everyBalanceMatchesItsLedger();
  });

  it("20 identical Click completes credit once: one answers 0, the others -4", async () => {
    const student = await createUser();
    const fields = clickPrepareFields(await accountNumberOf(student.id), "42000");
    const prepared = await Promise.all(Array.from({ length: 20 }, () => clickCall("prepare", fields)));
    expect(new Set(prepared.map((res) => res.body.merchant_prepare_id)).size).toBe(1);
    const prepareId = String(prepared[0]!.body.merchant_prepare_id);
    const completes = await Promise.all(
      Array.from({ length: 20 }, () => clickCall("complete", { ...fields, action: "1", merchant_prepare_id: prepareId })),
    );
    const errors = completes.map((res) => res.body.error);
    expect(errors.filter((error) => error === 0)).toHaveLength(1);
    expect(errors.filter((error) => error === -4)).toHaveLength(19);
    expect(await ledgerAndBalance(student.id)).toEqual({ balance: 42_000, ledger: 42_000 });
    expect(await db().ledgerEntry.count({ where: { userId: student.id } })).toBe(1);
    await everyBalanceMatchesItsLedger();
  });

  it("a complete reporting Click's failure that races a successful complete never undoes the credit: it answers -4", async () => {
    const student = await createUser();
    const fields = clickPrepareFields(await accountNumberOf(student.id), "42000");
    const prepareId = String((await clickCall("prepare", fields)).body.merchant_prepare_id);
    const row = await db().providerTransaction.findFirstOrThrow({ where: { provider: "click", externalId: fields.click_trans_id } });
    // Both completes read the payment as prepared, then queue for its row: the successful one first.
    const holder = await otherConnection();
    await holder.query("BEGIN");
    await holder.query(`SELECT 1 FROM "ProviderTransaction" WHERE id = $1 FOR UPDATE`, [row.id]);
    const succeeded = clickCall("complete", { ...fields, action: "1", merchant_prepare_id: prepareId });
    await waitersForALock(1);
    const failed = clickCall("complete", { ...fields, action: "1", merchant_prepare_id: prepareId, error: "-5017", error_note: "Insufficient funds" });
    await waitersForALock(2);
    await holder.query("COMMIT");
    expect((await succeeded).body).toMatchObject({ error: 0 });
    expect((await failed).body).toMatchObject({ error: -4, error_note: "Already paid" });
    expect(await db().providerTransaction.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ state: 2, reason: null });
    expect(await db().payment.findUniqueOrThrow({ where: { id: row.paymentId } })).toMatchObject({ status: "approved" });
    expect(await ledgerAndBalance(student.id)).toEqual({ balance: 42_000, ledger: 42_000 });
    expect(await db().ledgerEntry.count({ where: { userId: student.id } })).toBe(1);
    await everyBalanceMatchesItsLedger();
  });

  it("20 parallel cancels of a performed payment take the money back once", async () => {
    const student = await createUser();
    const id = paymeId();
    await paymeCall("CreateTransaction", { id, time: Date.now(), amount: 1_000_000, account: { account: await accountNumberOf(student.id) } });
    await paymeCall("PerformTransaction", { id });
    const cancels = await Promise.all(Array.from({ length: 20 }, () => paymeCall("CancelTransaction", { id, reason: 5 })));
    expect(new Set(cancels.map((res) => JSON.stringify(res.body.result))).size).toBe(1);
    expect(await ledgerAndBalance(student.id)).toEqual({ balance: 0, ledger: 0 });
    expect(await db().ledgerEntry.count({ where: { userId: student.id } })).toBe(2);
    await everyBalanceMatchesItsLedger();
  });

  it("20 parallel creates of different payments that fit one by one but not together: only as many as the limit takes are created", async () => {
    // 5,000 so'm short of the limit, and twenty payments of 1,000: five fit.
    const student = await createUser({ balance: MAX_BALANCE - 5_000 });
    const account = await accountNumberOf(student.id);
    const ids = Array.from({ length: 20 }, () => paymeId());
    const created = await Promise.all(ids.map((id) => paymeCall("CreateTransaction", { id, time: Date.now(), amount: 100_000, account: { account } })));
    expect(created.filter((res) => res.body.result)).toHaveLength(5);
    expect(created.filter((res) => (res.body.error as { code?: number } | undefined)?.code === -31001)).toHaveLength(15);
    const performed = await Promise.all(ids.map((id) => paymeCall("PerformTransaction", { id })));
    expect(performed.filter((res) => (res.body.result as { state?: number } | undefined)?.state === 2)).toHaveLength(5);
    expect(await ledgerAndBalance(student.id)).toEqual({ balance: MAX_BALANCE, ledger: MAX_BALANCE });
    await everyBalanceMatchesItsLedger();
  });
});
