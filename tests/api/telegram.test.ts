import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as requestCode } from "@/app/api/auth/password-reset/request/route";
import { POST as webhook } from "@/app/api/telegram/webhook/route";
import { DELETE as unlink, GET as status, POST as makeLink } from "@/app/api/user/telegram/route";
import { db } from "@/lib/db/client";
import { resetEnvCache } from "@/lib/env";
import { configuredChannels } from "@/lib/boot/outbox-channels";
import { runOutboxOnce } from "@/lib/outbox/sender";
import { pollOnce } from "@/lib/telegram/polling";
import { call } from "../support/call";
import { createUser, type TestUser } from "../support/factories";
import { FakeTelegram } from "../support/fake-telegram";

// Issue 39: linking a Telegram chat from the profile and sending to it, against a local fake of
// the Bot API speaking its protocol.

const SECRET = "webhook-secret-0123456789";
const telegram = new FakeTelegram();
let baseUrl: string;
let updateSeq = 1000;
let chatSeq = 5000;

beforeAll(async () => {
  baseUrl = await telegram.start();
});
afterAll(() => telegram.stop());
beforeEach(async () => {
  Object.assign(process.env, { TELEGRAM_BOT_TOKEN: telegram.token, TELEGRAM_BOT_USERNAME: "qadam_test_bot", TELEGRAM_WEBHOOK_SECRET: SECRET, TELEGRAM_API_BASE_URL: baseUrl });
  resetEnvCache();
  telegram.sent.length = 0;
  await db().outboxMessage.deleteMany();
});
afterEach(() => {
  for (const name of ["TELEGRAM_BOT_TOKEN", "TELEGRAM_BOT_USERNAME", "TELEGRAM_WEBHOOK_SECRET", "TELEGRAM_API_BASE_URL"]) delete process.env[name];
  resetEnvCache();
});

const send = () => runOutboxOnce({ channels: configuredChannels(), maxAttempts: 3 });
const makeDue = () => db().outboxMessage.updateMany({ where: { status: "pending" }, data: { nextAttemptAt: new Date(Date.now() - 1000) } });
const update = (chatId: number, text: string, languageCode = "uz") => ({
  update_id: ++updateSeq,
  message: { message_id: 1, date: 0, text, chat: { id: chatId, type: "private" }, from: { id: chatId, is_bot: false, first_name: "T", language_code: languageCode } },
});
const deliver = (body: unknown, secret: string | null = SECRET) =>
  call(webhook, { body, headers: secret === null ? {} : { "x-telegram-bot-api-secret-token": secret } });

/** The user links a new chat: the profile's link, then /start <token> in that chat. */
async function linked(user: TestUser): Promise<number> {
  const made = await call(makeLink, { method: "POST", token: user.token });
  const token = new URL(made.body.link as string).searchParams.get("start")!;
  const chatId = ++chatSeq;
  expect((await deliver(update(chatId, `/start ${token}`))).status).toBe(200);
  return chatId;
}

describe("linking Telegram", () => {
  it("makes a one-time deep link; /start with it binds the chat and the bot says so", async () => {
    const user = await createUser();
    expect((await call(status, { token: user.token })).body).toMatchObject({ available: true, linked: false });
    const made = await call(makeLink, { method: "POST", token: user.token });
    expect(made.status).toBe(200);
    expect(made.body.link).toMatch(/^https:\/\/t\.me\/qadam_test_bot\?start=[A-Za-z0-9_-]{32}$/);
    const token = new URL(made.body.link as string).searchParams.get("start")!;
    const first = update(7001, `/start ${token}`, "ru");
    expect((await deliver(first)).status).toBe(200);
    expect((await call(status, { token: user.token })).body).toMatchObject({ linked: true });
    // Telegram delivers an update again when unsure: it is answered once.
    await deliver(first);
    await send();
    expect(telegram.sent).toEqual([{ chat_id: "7001", text: expect.stringMatching(/^Qadam: Telegram привязан/) }]);
    // The link is spent: another chat cannot use it.
    await deliver(update(7002, `/start ${token}`));
    expect(await db().user.count({ where: { telegramChatId: "7002" } })).toBe(0);
  });

  it("refuses a webhook call without the right secret, and answers 404 when no secret is set", async () => {
    const user = await createUser();
    const made = await call(makeLink, { method: "POST", token: user.token });
    const token = new URL(made.body.link as string).searchParams.get("start")!;
    for (const secret of [null, "wrong-secret-0123456789", `${SECRET}x`]) {
      const answer = await deliver(update(7100, `/start ${token}`), secret);
      expect(answer.status).toBe(401);
    }
    expect(await db().user.count({ where: { telegramChatId: "7100" } })).toBe(0);
    delete process.env.TELEGRAM_WEBHOOK_SECRET;
    resetEnvCache();
    expect((await deliver(update(7100, `/start ${token}`))).status).toBe(404);
    expect((await deliver({ update_id: "x" })).status).toBe(400);
  });

  it("unbinds on /stop and on unlinking from the profile", async () => {
    const user = await createUser();
    const chatId = await linked(user);
    await deliver(update(chatId, "/stop"));
    expect((await call(status, { token: user.token })).body).toMatchObject({ linked: false });
    await linked(user);
    const answer = await call(unlink, { method: "DELETE", token: user.token });
    expect(answer.body).toMatchObject({ success: true, linked: false });
  });

  it("refuses no token (401), and says 409 when no bot is set up", async () => {
    expect((await call(makeLink, { method: "POST" })).status).toBe(401);
    expect((await call(status, {})).status).toBe(401);
    delete process.env.TELEGRAM_BOT_TOKEN;
    resetEnvCache();
    const user = await createUser();
    const answer = await call(makeLink, { method: "POST", token: user.token });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: "telegram_unavailable" });
    expect((await call(status, { token: user.token })).body).toMatchObject({ available: false, linked: false });
  });

  it("answers an old or unknown link with a message and binds nothing", async () => {
    await deliver(update(7200, "/start not-a-real-token", "uz"));
    await send();
    expect(telegram.sent).toEqual([{ chat_id: "7200", text: expect.stringMatching(/^Qadam: havola eskirgan/) }]);
  });

  it("links by long polling too, where there is no public address", async () => {
    const user = await createUser();
    const made = await call(makeLink, { method: "POST", token: user.token });
    const token = new URL(made.body.link as string).searchParams.get("start")!;
    const polled = update(7300, `/start ${token}`);
    telegram.queue(polled);
    const next = await pollOnce({ baseUrl, token: telegram.token }, 0, 0);
    expect(next).toBe(polled.update_id + 1);
    expect(await db().user.count({ where: { id: user.id, telegramChatId: "7300" } })).toBe(1);
  });

  it("leaves what a stopping poller fetched unconfirmed, for the next process to ask for again", async () => {
    const user = await createUser();
    const made = await call(makeLink, { method: "POST", token: user.token });
    const token = new URL(made.body.link as string).searchParams.get("start")!;
    telegram.queue(update(7400, `/start ${token}`));
    expect(await pollOnce({ baseUrl, token: telegram.token }, 17, 0, () => true)).toBe(17);
    expect(await db().user.count({ where: { telegramChatId: "7400" } })).toBe(0);
  });
});

describe("sending by Telegram", () => {
  it("sends a linked user's reset code to Telegram, not by SMS; waits out a 429's retry_after once, then sends", async () => {
    const user = await createUser();
    const chatId = await linked(user);
    await send();
    telegram.sent.length = 0;
    expect((await call(requestCode, { body: { phone: user.phone }, clientAddress: "198.18.0.1" })).status).toBe(200);
    const message = await db().outboxMessage.findFirstOrThrow({ where: { kind: "password_reset_code" } });
    expect(message).toMatchObject({ channel: "telegram", recipient: String(chatId) });

    telegram.failNext({ status: 429, description: "Too Many Requests: retry after 120", retryAfter: 120 });
    const before = Date.now();
    await send();
    const waiting = await db().outboxMessage.findUniqueOrThrow({ where: { id: message.id } });
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 119_000);
    await makeDue();
    await send();
    expect(telegram.sent).toEqual([{ chat_id: String(chatId), text: expect.stringMatching(/parolni tiklash kodi \d{6}/) }]);
    expect(await db().outboxMessage.findUniqueOrThrow({ where: { id: message.id } })).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("unbinds the chat when Telegram says the bot was blocked (403), and gives the message up", async () => {
    const user = await createUser();
    await linked(user);
    await send();
    await call(requestCode, { body: { phone: user.phone }, clientAddress: "198.18.0.2" });
    telegram.failNext({ status: 403, description: "Forbidden: bot was blocked by the user" });
    await send();
    const message = await db().outboxMessage.findFirstOrThrow({ where: { kind: "password_reset_code" } });
    expect(message).toMatchObject({ status: "failed", lastError: expect.stringContaining("telegram_blocked") });
    expect((await call(status, { token: user.token })).body).toMatchObject({ linked: false });
  });
});
