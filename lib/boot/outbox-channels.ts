import "server-only";
import { env } from "@/lib/env";
import { EskizClient } from "@/lib/outbox/eskiz";
import type { Channels } from "@/lib/outbox/sender";
import { TelegramChannel } from "@/lib/telegram/bot-api";
import { botSettings, unbindChat } from "@/lib/telegram/linking";

// Composed here, where the server is put together: the Telegram channel reports a chat that
// blocked the bot to lib/telegram, whose linking enqueues into the outbox, so the outbox cannot
// import it (the areas of lib import one way only).

/** The channels the environment configures; a channel left out holds its messages for admins. */
export function configuredChannels(): Channels {
  const { ESKIZ_EMAIL, ESKIZ_PASSWORD, ESKIZ_FROM, ESKIZ_BASE_URL } = env();
  const bot = botSettings();
  return {
    ...(ESKIZ_EMAIL && ESKIZ_PASSWORD ? { sms: new EskizClient({ baseUrl: ESKIZ_BASE_URL, email: ESKIZ_EMAIL, password: ESKIZ_PASSWORD, from: ESKIZ_FROM }) } : {}),
    ...(bot ? { telegram: new TelegramChannel(bot, unbindChat) } : {}),
  };
}
