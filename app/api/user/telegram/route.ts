import { route } from "@/lib/api/route";
import { createTelegramLink, telegramStatus, unlinkTelegram } from "@/lib/telegram/linking";

// GET /api/user/telegram — whether the caller's Telegram is linked, and whether the bot is set up at all
export const GET = route({ auth: "user" }, async ({ caller }) => telegramStatus(caller.id));

// POST /api/user/telegram — a one-time t.me deep link (15 min) that links the chat opening it
export const POST = route({ auth: "user" }, async ({ caller }) => {
  const { link, expiresAt } = await createTelegramLink(caller.id);
  return { link, expiresAt: expiresAt.toISOString() };
});

// DELETE /api/user/telegram — unlink: messages go by SMS again
export const DELETE = route({ auth: "user" }, async ({ caller }) => {
  await unlinkTelegram(caller.id);
  return telegramStatus(caller.id);
});
