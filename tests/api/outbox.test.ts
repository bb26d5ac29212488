import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET } from "@/app/api/admin/outbox/route";
import { db } from "@/lib/db/client";
import { enqueueMessages, type OutboxEntry } from "@/lib/outbox/enqueue";
import { EskizClient } from "@/lib/outbox/eskiz";
import { claimDue, runOutboxOnce, type SenderOptions } from "@/lib/outbox/sender";
import { call } from "../support/call";
import { FakeEskiz } from "../support/fake-eskiz";
import { createUser, randomPhone } from "../support/factories";

// Issue 39: the outbox and its sender, against a local Eskiz speaking Eskiz's protocol.

const eskiz = new FakeEskiz();
let options: SenderOptions;
let baseUrl: string;
let seq = 0;

beforeAll(async () => {
  baseUrl = await eskiz.start();
  options = { channels: { sms: new EskizClient({ baseUrl, ...eskiz.credentials, from: "4546" }) }, maxAttempts: 3 };
});
afterAll(() => eskiz.stop());
beforeEach(async () => {
  eskiz.sent.length = 0;
  await db().outboxMessage.deleteMany();
});

function entry(over: Partial<OutboxEntry> = {}): OutboxEntry {
  return { eventKey: `test:${++seq}`, kind: "test", channel: "sms", recipient: randomPhone(), text: `Xabar ${seq}`, ...over };
}

async function write(...entries: OutboxEntry[]) {
  return db().$transaction((tx) => enqueueMessages(tx, entries));
}

const row = (eventKey: string) => db().outboxMessage.findFirstOrThrow({ where: { eventKey } });
// The test stands in for the clock: a retry's wait, or a claim's lease, has passed.
const makeDue = () => db().outboxMessage.updateMany({ where: { status: "pending" }, data: { nextAttemptAt: new Date(Date.now() - 1000) } });
const ageClaims = () => db().$executeRaw`UPDATE "OutboxMessage" SET "claimedAt" = now() - interval '1 hour' WHERE "claimedAt" IS NOT NULL`;

describe("the outbox", () => {
  it("keeps one message per event, recipient and channel, and writes nothing when the event rolls back", async () => {
    const message = entry();
    expect(await write(message, message)).toBe(1);
    expect(await write({ ...message, text: "again" })).toBe(0);
    await expect(
      db().$transaction(async (tx) => {
        await enqueueMessages(tx, [entry({ eventKey: "rolled-back" })]);
        throw new Error("the event failed");
      }),
    ).rejects.toThrow("the event failed");
    expect(await db().outboxMessage.count()).toBe(1);
    expect((await row(message.eventKey)).text).toBe(`Xabar ${seq - 1}`);
  });

  it("sends by SMS through Eskiz: signs in once, sends with the token, records it sent", async () => {
    const message = entry({ recipient: "+998901234567", text: "Parolni tiklash kodi: 123456" });
    await write(message);
    expect(await runOutboxOnce(options)).toBe(1);
    expect(eskiz.sent).toEqual([{ mobile_phone: "998901234567", message: "Parolni tiklash kodi: 123456", from: "4546", token: expect.any(String) }]);
    expect(await row(message.eventKey)).toMatchObject({ status: "sent", attempts: 1, lastError: null, sentAt: expect.any(Date) });
    expect(await runOutboxOnce(options)).toBe(0);
    expect(eskiz.sent).toHaveLength(1);
  });

  it("signs in again when the token has run out (401) and sends", async () => {
    await write(entry());
    await runOutboxOnce(options);
    const loginsBefore = eskiz.logins;
    eskiz.expireTokens();
    const second = entry();
    await write(second);
    await runOutboxOnce(options);
    expect(eskiz.logins).toBe(loginsBefore + 1);
    expect(eskiz.sent.at(-1)).toMatchObject({ message: second.text, token: `token-${eskiz.logins}` });
    expect(await row(second.eventKey)).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("tries again later after an error, and gives up after the last try with the reason", async () => {
    const message = entry();
    await write(message);
    eskiz.failNext(502);
    const before = Date.now();
    await runOutboxOnce(options);
    const retried = await row(message.eventKey);
    expect(retried).toMatchObject({ status: "pending", attempts: 1, lastError: expect.stringContaining("eskiz_http_502") });
    // The first wait is 30 seconds: nothing is due before then.
    expect(retried.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 29_000);
    expect(await runOutboxOnce(options)).toBe(0);

    eskiz.failNext(503, 500);
    for (let round = 0; round < 2; round++) {
      await makeDue();
      await runOutboxOnce(options);
    }
    expect(await row(message.eventKey)).toMatchObject({ status: "failed", attempts: 3, lastError: expect.stringContaining("eskiz_http_500") });
    await makeDue();
    expect(await runOutboxOnce(options)).toBe(0);
    expect(eskiz.sent).toHaveLength(0);
  });

  it("keeps a message waiting while Eskiz refuses the account's email and password", async () => {
    const message = entry();
    await write(message);
    const wrongAccount = new EskizClient({ baseUrl, email: "ops@qadam.uz", password: "not-the-password", from: "4546" });
    await runOutboxOnce({ channels: { sms: wrongAccount }, maxAttempts: 3 });
    expect(await row(message.eventKey)).toMatchObject({ status: "pending", attempts: 1, lastError: "eskiz_login_failed: HTTP 401" });
    expect(eskiz.sent).toHaveLength(0);
  });

  it("gives up at once on a refusal that cannot pass later (400)", async () => {
    const message = entry();
    await write(message);
    eskiz.failNext(400);
    await runOutboxOnce(options);
    expect(await row(message.eventKey)).toMatchObject({ status: "failed", attempts: 1, lastError: expect.stringContaining("eskiz_http_400") });
  });

  it("holds a message whose channel is not configured, for admins to read", async () => {
    const message = entry();
    await write(message);
    await runOutboxOnce({ channels: {}, maxAttempts: 3 });
    expect(await row(message.eventKey)).toMatchObject({ status: "held", lastError: "channel_not_configured", text: message.text });
    expect(eskiz.sent).toHaveLength(0);
  });

  it("sends a message claimed by a sender that died before calling out, once", async () => {
    const message = entry();
    await write(message);
    // A sender claims it and dies.
    expect(await claimDue("dead-sender")).toHaveLength(1);
    // Its claim is fresh: nobody takes it yet.
    expect(await runOutboxOnce(options)).toBe(0);
    await ageClaims();
    expect(await runOutboxOnce(options)).toBe(1);
    expect(await runOutboxOnce(options)).toBe(0);
    expect(eskiz.sent.map((sms) => sms.message)).toEqual([message.text]);
    expect(await row(message.eventKey)).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("never sends again a message whose sender died during the call", async () => {
    const message = entry();
    await write(message);
    await claimDue("dying-sender");
    await db().outboxMessage.updateMany({ where: { eventKey: message.eventKey }, data: { status: "sending" } });
    await ageClaims();
    await runOutboxOnce(options);
    expect(await row(message.eventKey)).toMatchObject({ status: "failed", lastError: "interrupted_while_sending" });
    expect(eskiz.sent).toHaveLength(0);
  });

  it("hands back what a stopping sender has claimed but not begun, for the next sender at once", async () => {
    const messages = Array.from({ length: 3 }, () => entry());
    await write(...messages);
    let begun = 0;
    // The sender is told to stop while it sends its first message.
    await runOutboxOnce(options, () => begun++ > 0);
    expect(eskiz.sent).toHaveLength(1);
    expect(await db().outboxMessage.count({ where: { status: "pending", claimId: null } })).toBe(2);
    expect(await runOutboxOnce(options)).toBe(2);
    expect(eskiz.sent.map((sms) => sms.message).sort()).toEqual(messages.map((m) => m.text).sort());
  });

  it("two senders at once send each message exactly once", async () => {
    const messages = Array.from({ length: 30 }, () => entry());
    await write(...messages);
    const small = { ...options, batch: 4 };
    const sender = async () => {
      while ((await runOutboxOnce(small)) > 0);
    };
    await Promise.all([sender(), sender()]);
    expect(eskiz.sent.map((sms) => sms.message).sort()).toEqual(messages.map((m) => m.text).sort());
    expect(await db().outboxMessage.count({ where: { status: "sent" } })).toBe(30);
  });
});

describe("GET /api/admin/outbox", () => {
  it("pages the messages newest first, texts and reasons included, for admins only", async () => {
    const admin = await createUser({ role: "admin" });
    const student = await createUser();
    const messages = Array.from({ length: 21 }, () => entry());
    for (const message of messages) await write(message);
    await runOutboxOnce({ channels: {}, maxAttempts: 3, batch: 50 });
    const first = await call(GET, { token: admin.token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, page: 1, pages: 2, total: 21, pageSize: 20 });
    const rows = first.body.messages as { text: string; status: string; lastError: string }[];
    expect(rows).toHaveLength(20);
    expect(rows[0]).toMatchObject({ status: "held", lastError: "channel_not_configured" });
    const second = await call(GET, { token: admin.token, query: { page: "2" } });
    expect((second.body.messages as unknown[]).length).toBe(1);
    const texts = [...rows, ...(second.body.messages as { text: string }[])].map((row) => row.text).sort();
    expect(texts).toEqual(messages.map((m) => m.text).sort());
    expect((await call(GET, {})).status).toBe(401);
    expect((await call(GET, { token: student.token })).status).toBe(403);
    expect((await call(GET, { token: admin.token, query: { page: "0" } })).status).toBe(400);
  });
});
