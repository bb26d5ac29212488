import { SendFailure, type Channel } from "./failure";

// Eskiz (notify.eskiz.uz), the SMS gateway: a token from POST /api/auth/login (form fields email
// and password; the answer's data.token), good for 30 days, sent as a Bearer token with
// POST /api/message/sms/send (mobile_phone as 998XXXXXXXXX, message, from). An expired token
// answers 401: the client signs in again once and repeats the send.

export type EskizSettings = { baseUrl: string; email: string; password: string; from: string; timeoutMs?: number };

const TIMEOUT_MS = 15_000;

/** '+998901234567' → '998901234567', the form Eskiz takes. */
export function eskizPhone(phone: string): string {
  return phone.replace(/^\+/, "");
}

export class EskizClient implements Channel {
  private token: string | null = null;

  constructor(private readonly settings: EskizSettings) {}

  private async post(path: string, fields: Record<string, string>, token: string | null): Promise<Response> {
    try {
      return await fetch(new URL(path, this.settings.baseUrl), {
        method: "POST",
        headers: token ? { authorization: `Bearer ${token}` } : {},
        body: new URLSearchParams(fields),
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? TIMEOUT_MS),
      });
    } catch (error) {
      throw new SendFailure(`eskiz_unreachable: ${error instanceof Error ? error.message.slice(0, 120) : "unknown"}`, true);
    }
  }

  private async login(): Promise<string> {
    const response = await this.post("/api/auth/login", { email: this.settings.email, password: this.settings.password }, null);
    const body = (await response.json().catch(() => null)) as { data?: { token?: unknown } } | null;
    const token = body?.data?.token;
    // Wrong credentials are an operator's to fix; the message waits for them like for an outage.
    if (!response.ok || typeof token !== "string" || !token) throw new SendFailure(`eskiz_login_failed: HTTP ${response.status}`, true);
    this.token = token;
    return token;
  }

  async send({ recipient, text }: { recipient: string; text: string }): Promise<void> {
    const fields = { mobile_phone: eskizPhone(recipient), message: text, from: this.settings.from };
    let response = await this.post("/api/message/sms/send", fields, this.token ?? (await this.login()));
    if (response.status === 401) response = await this.post("/api/message/sms/send", fields, await this.login());
    if (response.ok) return;
    const detail = (await response.text().catch(() => "")).slice(0, 200);
    const retryAfter = Number(response.headers.get("retry-after"));
    // Busy or broken on their side: later. Anything else (a number or text they refuse) stays refused.
    const retryable = response.status === 429 || response.status >= 500 || response.status === 401;
    throw new SendFailure(`eskiz_http_${response.status}: ${detail}`, retryable, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null);
  }
}
