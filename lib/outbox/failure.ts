/**
 * Why a message did not go out. `retryable`: the same message may succeed later (the provider
 * was down, busy, or refused our token); otherwise trying again cannot help (a number the
 * gateway refuses). `retryAfterSeconds`: the provider said when to come back.
 */
export class SendFailure extends Error {
  constructor(
    readonly reason: string,
    readonly retryable: boolean,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(reason);
    this.name = "SendFailure";
  }
}

/** A channel carries a message's text to one recipient, or throws SendFailure. */
export type Channel = { send(message: { recipient: string; text: string }): Promise<void> };

// Waits between tries: 30 s, 1 min, 2, 4 … at most an hour, so a gateway down for an afternoon
// is tried again a few times, not thousands.
const FIRST_RETRY_SECONDS = 30;
const LONGEST_RETRY_SECONDS = 3600;

/** Seconds before the next try after `attempts` failed ones; the provider's own wait wins when longer. */
export function retryDelaySeconds(attempts: number, providerWait: number | null = null): number {
  const backoff = Math.min(LONGEST_RETRY_SECONDS, FIRST_RETRY_SECONDS * 2 ** Math.max(0, Math.min(attempts - 1, 20)));
  return Math.max(backoff, providerWait ?? 0);
}
