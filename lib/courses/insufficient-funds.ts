// Spec §8: an enrol failure whose message means 'not enough money' opens the top-up dialog.
const INSUFFICIENT_FUNDS_WORDS = /yetmaydi|yetarli emas|insufficient|balance|mablag/i;

export function meansInsufficientFunds(status: number, message: string | null): boolean {
  return status === 402 || (message !== null && INSUFFICIENT_FUNDS_WORDS.test(message));
}
