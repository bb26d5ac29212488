import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import { AppError } from "@/lib/errors/app-error";
import { apiText } from "@/lib/i18n/api-text";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import type { Locale } from "@/lib/i18n/locales";
import { enqueueMessages } from "@/lib/outbox/enqueue";
import type { BotSettings } from "./bot-api";

// Linking a user's Telegram (issue 39): the profile makes a one-time deep link; the chat that
// sends /start with its token is bound to the user; /stop, unlinking from the profile, or a 403
// from Telegram (the bot was blocked) unbinds it.

const LINK_TTL_MINUTES = 15;
const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** The bot's settings, or null when Telegram is not configured. */
export function botSettings(): (BotSettings & { username: string }) | null {
  const { TELEGRAM_BOT_TOKEN, TELEGRAM_BOT_USERNAME, TELEGRAM_API_BASE_URL } = env();
  return TELEGRAM_BOT_TOKEN && TELEGRAM_BOT_USERNAME ? { token: TELEGRAM_BOT_TOKEN, username: TELEGRAM_BOT_USERNAME, baseUrl: TELEGRAM_API_BASE_URL } : null;
}

export async function telegramStatus(userId: string): Promise<{ available: boolean; linked: boolean }> {
  const user = await db().user.findUnique({ where: { id: userId }, select: { telegramChatId: true } });
  return { available: botSettings() !== null, linked: Boolean(user?.telegramChatId) };
}

/** A deep link that binds the chat opening it to the user: valid 15 minutes, once; older ones die. */
export async function createTelegramLink(userId: string): Promise<{ link: string; expiresAt: Date }> {
  const bot = botSettings();
  if (!bot) throw new AppError("telegram_unavailable");
  // Telegram takes 1 to 64 of A-Z a-z 0-9 _ - after ?start=.
  const token = randomBytes(24).toString("base64url");
  const expiresAt = new Date(Date.now() + LINK_TTL_MINUTES * 60_000);
  await db().$transaction([
    db().telegramLink.deleteMany({ where: { userId } }),
    db().telegramLink.create({ data: { tokenHash: sha256(token), userId, expiresAt } }),
  ]);
  return { link: `https://t.me/${bot.username}?start=${token}`, expiresAt };
}

export async function unlinkTelegram(userId: string): Promise<void> {
  await db().user.updateMany({ where: { id: userId }, data: { telegramChatId: null } });
}

/** Telegram said the chat blocked the bot: nobody is bound to it any more. */
export async function unbindChat(chatId: string): Promise<void> {
  await db().user.updateMany({ where: { telegramChatId: chatId }, data: { telegramChatId: null } });
}

/** The part of an Update the bot reads; anything else in it is ignored. */
export const telegramUpdate = z.looseObject({
  update_id: z.number().int(),
  message: z
    .looseObject({
      text: z.string().max(4096).optional(),
      chat: z.looseObject({ id: z.number().int(), type: z.string() }),
      from: z.looseObject({ language_code: z.string().max(35).optional() }).optional(),
    })
    .optional(),
});
export type TelegramUpdate = z.output<typeof telegramUpdate>;

/**
 * Acts on one update from the webhook or from polling: /start <token> binds the chat, /stop
 * unbinds it; each is answered through the outbox, keyed by the update, so an update Telegram
 * delivers twice is answered once. Groups and other messages are ignored.
 */
export async function handleUpdate(update: TelegramUpdate): Promise<void> {
  const message = update.message;
  if (!message?.text || message.chat.type !== "private") return;
  const chatId = String(message.chat.id);
  const locale: Locale = message.from?.language_code?.startsWith("ru") ? "ru" : "uz";
  const reply = (key: string) => ({ eventKey: `telegram_update:${update.update_id}`, kind: "telegram_reply", channel: "telegram" as const, recipient: chatId, text: apiText(locale, `api.outbox.${key}`) });
  const [command, argument] = message.text.trim().split(/\s+/, 2);
  if (command === "/stop") {
    await db().$transaction(async (tx) => {
      await tx.user.updateMany({ where: { telegramChatId: chatId }, data: { telegramChatId: null } });
      await enqueueMessages(tx, [reply("telegramUnlinked")]);
    });
    return;
  }
  if (command !== "/start") return;
  await db().$transaction(async (tx) => {
    const [link] = argument
      ? await tx.$queryRaw<{ userId: string }[]>`
          DELETE FROM "TelegramLink" WHERE "tokenHash" = ${sha256(argument)} AND "expiresAt" > now() RETURNING "userId"`
      : [];
    if (!link) {
      await enqueueMessages(tx, [reply("telegramLinkInvalid")]);
      return;
    }
    // One chat, one user: a chat linked to another account before moves to this one.
    await tx.user.updateMany({ where: { telegramChatId: chatId, id: { not: link.userId } }, data: { telegramChatId: null } });
    await tx.user.update({ where: { id: link.userId }, data: { telegramChatId: chatId } });
    await enqueueMessages(tx, [reply("telegramLinked")]);
  });
}
