import { SendFailure, type Channel } from "@/lib/outbox/failure";

// The Telegram Bot API over plain HTTP (POST <base>/bot<token>/<method>, JSON in and out,
// `{ ok, result }` or `{ ok: false, error_code, description, parameters: { retry_after } }`).
// Three calls are all the app makes (sendMessage, getUpdates, deleteWebhook): a library such as
// grammY would bring its own update loop and types for hundreds of methods we never call.

export type BotSettings = { baseUrl: string; token: string; timeoutMs?: number };
export type BotAnswer<T> = { ok: true; result: T } | { ok: false; status: number; description: string; retryAfter: number | null };

const TIMEOUT_MS = 15_000;

export async function callBot<T>(settings: BotSettings, method: string, payload: Record<string, unknown>, timeoutMs = settings.timeoutMs ?? TIMEOUT_MS): Promise<BotAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(new URL(`/bot${settings.token}/${method}`, settings.baseUrl), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    return { ok: false, status: 0, description: error instanceof Error ? error.message.slice(0, 120) : "unreachable", retryAfter: null };
  }
  const body = (await response.json().catch(() => null)) as { ok?: boolean; result?: T; description?: string; parameters?: { retry_after?: number } } | null;
  if (response.ok && body?.ok === true) return { ok: true, result: body.result as T };
  const retryAfter = body?.parameters?.retry_after;
  return { ok: false, status: response.status, description: String(body?.description ?? "").slice(0, 200), retryAfter: typeof retryAfter === "number" && retryAfter > 0 ? retryAfter : null };
}

/**
 * Sends an outbox message to a chat. 429 is tried again after Telegram's `retry_after`; 403
 * means the user blocked the bot: `onBlocked` unbinds the chat and the message is given up.
 */
export class TelegramChannel implements Channel {
  constructor(
    private readonly settings: BotSettings,
    private readonly onBlocked: (chatId: string) => Promise<void>,
  ) {}

  async send({ recipient, text }: { recipient: string; text: string }): Promise<void> {
    const answer = await callBot(this.settings, "sendMessage", { chat_id: recipient, text });
    if (answer.ok) return;
    if (answer.status === 403) {
      await this.onBlocked(recipient);
      throw new SendFailure(`telegram_blocked: ${answer.description}`, false);
    }
    const retryable = answer.status === 0 || answer.status === 429 || answer.status >= 500;
    throw new SendFailure(`telegram_http_${answer.status}: ${answer.description}`, retryable, answer.retryAfter);
  }
}
