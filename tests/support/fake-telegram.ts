import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type SentMessage = { chat_id: string | number; text: string };
type Failure = { status: number; description: string; retryAfter?: number };

/**
 * The Bot API's calls the app makes, as a local HTTP server: POST /bot<token>/sendMessage and
 * /getUpdates, answering `{ ok, result }` or `{ ok: false, error_code, description, parameters }`
 * as Telegram does. `failNext` makes the next sendMessage calls fail (429 with retry_after, 403
 * for a user who blocked the bot); `queue` gives updates to the next getUpdates.
 */
export class FakeTelegram {
  readonly sent: SentMessage[] = [];
  private failures: Failure[] = [];
  private updates: unknown[] = [];
  private waiting = new Set<() => void>();
  readonly offsets: number[] = [];
  private server: Server;

  constructor(readonly token = "123456:test-bot-token") {
    this.server = createServer((req, res) => {
      let raw = "";
      req.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      req.on("end", () => {
        const reply = (status: number, body: unknown) => {
          res.writeHead(status, { "content-type": "application/json" });
          res.end(JSON.stringify(body));
        };
        const prefix = `/bot${this.token}/`;
        if (req.method !== "POST" || !req.url?.startsWith(prefix)) return reply(404, { ok: false, error_code: 404, description: "Not Found" });
        const body = JSON.parse(raw || "{}") as Record<string, unknown>;
        const method = req.url.slice(prefix.length);
        if (method === "sendMessage") {
          const failure = this.failures.shift();
          if (failure) {
            return reply(failure.status, { ok: false, error_code: failure.status, description: failure.description, ...(failure.retryAfter ? { parameters: { retry_after: failure.retryAfter } } : {}) });
          }
          this.sent.push({ chat_id: body.chat_id as string, text: body.text as string });
          return reply(200, { ok: true, result: { message_id: this.sent.length, chat: { id: Number(body.chat_id) }, text: body.text } });
        }
        if (method === "getUpdates") {
          this.offsets.push(Number(body.offset ?? 0));
          // A long poll, as Telegram's: held until an update comes or its `timeout` (capped) passes.
          const answer = () => reply(200, { ok: true, result: this.updates.splice(0) });
          if (this.updates.length || !Number(body.timeout)) return answer();
          const wake = () => {
            clearTimeout(timer);
            answer();
          };
          const timer = setTimeout(() => {
            this.waiting.delete(wake);
            answer();
          }, Math.min(Number(body.timeout), 5) * 1000);
          this.waiting.add(wake);
          return;
        }
        reply(404, { ok: false, error_code: 404, description: "Not Found: method not found" });
      });
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    for (const answer of this.waiting) answer();
    this.waiting.clear();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  failNext(...failures: Failure[]): void {
    this.failures.push(...failures);
  }

  queue(...updates: unknown[]): void {
    this.updates.push(...updates);
    for (const answer of this.waiting) answer();
    this.waiting.clear();
  }
}
