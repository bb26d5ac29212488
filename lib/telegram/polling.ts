import "server-only";
import { logError, logInfo } from "@/lib/log/logger";
import { callBot, type BotSettings } from "./bot-api";
import { handleUpdate, telegramUpdate } from "./linking";

// Without a public address (demo mode, a laptop) Telegram cannot call the webhook: the app asks
// for updates instead (getUpdates, long polling). Only one process may poll a bot at a time, and
// not while a webhook is set (Telegram answers 409): polling is for a single instance.

const LONG_POLL_SECONDS = 25;

/**
 * One getUpdates call: handles what came and answers the offset to ask from next. Once
 * `stopping` says so, what came is left unconfirmed for the next process to ask for again.
 */
export async function pollOnce(settings: BotSettings, offset: number, waitSeconds = LONG_POLL_SECONDS, stopping: () => boolean = () => false): Promise<number> {
  const answer = await callBot<unknown[]>(settings, "getUpdates", { offset, timeout: waitSeconds, allowed_updates: ["message"] }, (waitSeconds + 10) * 1000);
  if (!answer.ok) throw new Error(`getUpdates: HTTP ${answer.status} ${answer.description}`);
  let next = offset;
  if (stopping()) return next;
  for (const raw of answer.result) {
    const parsed = telegramUpdate.safeParse(raw);
    if (!parsed.success) continue;
    await handleUpdate(parsed.data);
    next = Math.max(next, parsed.data.update_id + 1);
  }
  return next;
}

/** Polls until stopped; an error waits a little and tries again. */
export function startTelegramPolling(settings: BotSettings): { stop(): Promise<void> } {
  let stopped = false;
  let offset = 0;
  const loop = (async () => {
    logInfo("telegram_polling_started");
    while (!stopped) {
      try {
        offset = await pollOnce(settings, offset, LONG_POLL_SECONDS, () => stopped);
      } catch (error) {
        logError("telegram_polling_failed", { message: error instanceof Error ? error.message.slice(0, 200) : "unknown" });
        await new Promise((resolve) => setTimeout(resolve, 5_000));
      }
    }
  })();
  return {
    async stop() {
      stopped = true;
      // A long poll under way is not waited for: it only reads, and the next process asks again.
      await Promise.race([loop, new Promise((resolve) => setTimeout(resolve, 1_000))]);
    },
  };
}
