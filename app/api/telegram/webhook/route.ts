import { AppError } from "@/lib/errors/app-error";
import { route } from "@/lib/api/route";
import { env } from "@/lib/env";
import { handleUpdate, telegramUpdate } from "@/lib/telegram/linking";
import { isWebhookSecret } from "@/lib/telegram/webhook-secret";

// POST /api/telegram/webhook — Telegram's updates to the bot, signed by X-Telegram-Bot-Api-Secret-Token: /start <token> links a chat, /stop unlinks it
export const POST = route({ auth: "none", body: telegramUpdate }, async ({ body, request }) => {
  const secret = env().TELEGRAM_WEBHOOK_SECRET;
  if (!secret) throw new AppError("not_found");
  if (!isWebhookSecret(request.headers.get("x-telegram-bot-api-secret-token"), secret)) throw new AppError("unauthenticated");
  await handleUpdate(body);
  return {};
});
