import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type EskizSms = { mobile_phone: string; message: string; from: string; token: string };

/**
 * Eskiz's two endpoints as a local HTTP server: POST /api/auth/login (form email, password →
 * data.token) and POST /api/message/sms/send (Bearer token; form mobile_phone, message, from).
 * `expireTokens` makes every token issued so far answer 401, as a 30-day token does when it
 * runs out; `failNext` answers the next sends with an error status.
 */
export class FakeEskiz {
  readonly sent: EskizSms[] = [];
  logins = 0;
  private live = new Set<string>();
  private failures: number[] = [];
  private server: Server;

  constructor(private readonly account = { email: "ops@qadam.uz", password: "eskiz-secret" }) {
    this.server = createServer((req, res) => {
      let raw = "";
      req.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      req.on("end", () => {
        const form = new URLSearchParams(raw);
        const reply = (status: number, body: unknown) => {
          res.writeHead(status, { "content-type": "application/json" });
          res.end(JSON.stringify(body));
        };
        if (req.method === "POST" && req.url === "/api/auth/login") {
          if (form.get("email") !== this.account.email || form.get("password") !== this.account.password) return reply(401, { message: "Unauthorized" });
          const token = `token-${++this.logins}`;
          this.live.add(token);
          return reply(200, { message: "token_generated", data: { token }, token_type: "bearer" });
        }
        if (req.method === "POST" && req.url === "/api/message/sms/send") {
          const token = (req.headers.authorization ?? "").replace(/^Bearer /, "");
          if (!this.live.has(token)) return reply(401, { message: "Expired" });
          const failure = this.failures.shift();
          if (failure) return reply(failure, { message: "Server error" });
          this.sent.push({ mobile_phone: form.get("mobile_phone") ?? "", message: form.get("message") ?? "", from: form.get("from") ?? "", token });
          return reply(200, { id: `sms-${this.sent.length}`, message: "Waiting for SMS provider", status: "waiting" });
        }
        reply(404, { message: "Not found" });
      });
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  expireTokens(): void {
    this.live.clear();
  }

  failNext(...statuses: number[]): void {
    this.failures.push(...statuses);
  }

  get credentials() {
    return this.account;
  }
}
