import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { FakeTelegram } from "../../tests/support/fake-telegram";
import { startServer, waitForHealth, type ServerProcess } from "./server-process";

/**
 * Runs `body` against a server of its own whose bot's Bot API is a local fake (issue 39): no
 * webhook secret, so the server polls getUpdates, as it does without a public address. The
 * server, the fake and the data folder are gone afterwards, whatever `body` did.
 */
export async function withTelegramServer(port: number, body: (telegram: FakeTelegram) => Promise<void>): Promise<void> {
  const telegram = new FakeTelegram();
  const botUrl = await telegram.start();
  const dataDir = mkdtempSync(path.join(tmpdir(), "qadam-telegram-"));
  let server: ServerProcess | undefined;
  try {
    server = startServer({
      port,
      env: {
        DATA_DIR: dataDir,
        BCRYPT_COST: "6",
        BCRYPT_ALLOW_LOW_COST: "1",
        LOG_LEVEL: "error",
        TELEGRAM_BOT_TOKEN: telegram.token,
        TELEGRAM_BOT_USERNAME: "qadam_test_bot",
        TELEGRAM_API_BASE_URL: botUrl,
        OUTBOX_POLL_MS: "200",
      },
    });
    await waitForHealth(server);
    await body(telegram);
  } finally {
    if (server) {
      server.signalGroup("SIGTERM");
      await server.exited;
    }
    await telegram.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
