import { describe, expect, it } from "vitest";
import { isWebhookSecret } from "./webhook-secret";

describe("isWebhookSecret", () => {
  const secret = "a-long-webhook-secret_123";
  it("takes the secret and nothing else", () => {
    expect(isWebhookSecret(secret, secret)).toBe(true);
    for (const given of [null, "", "a-long-webhook-secret_12", `${secret}4`, secret.toUpperCase()]) expect(isWebhookSecret(given, secret)).toBe(false);
  });
});
