import "server-only";
import { env } from "@/lib/env";

/** Which of the environment's keys a Payme key stands for: PAYME_KEY or PAYME_TEST_KEY. */
export type PaymeKeySlot = "merchant" | "test";
export type PaymeConfig = { merchantId: string; keys: { slot: PaymeKeySlot; key: string }[]; checkoutUrl: string };
export type ClickConfig = { serviceId: string; merchantId: string; secretKey: string; checkoutUrl: string };
export type ProviderLimits = { min: number; max: number };

/** Payme is on when its merchant id and a key are set (demo mode sets its own: lib/boot). */
export function paymeConfig(): PaymeConfig | null {
  const { PAYME_MERCHANT_ID, PAYME_KEY, PAYME_TEST_KEY, PAYME_CHECKOUT_URL } = env();
  const keys = (
    [
      ["merchant", PAYME_KEY],
      ["test", PAYME_TEST_KEY],
    ] as const
  ).flatMap(([slot, key]) => (key ? [{ slot, key }] : []));
  if (!PAYME_MERCHANT_ID || !keys.length) return null;
  return { merchantId: PAYME_MERCHANT_ID, keys, checkoutUrl: PAYME_CHECKOUT_URL };
}

/** Click is on when its service id, merchant id and secret key are all set. */
export function clickConfig(): ClickConfig | null {
  const { CLICK_SERVICE_ID, CLICK_MERCHANT_ID, CLICK_SECRET_KEY, CLICK_CHECKOUT_URL } = env();
  if (!CLICK_SERVICE_ID || !CLICK_MERCHANT_ID || !CLICK_SECRET_KEY) return null;
  return { serviceId: CLICK_SERVICE_ID, merchantId: CLICK_MERCHANT_ID, secretKey: CLICK_SECRET_KEY, checkoutUrl: CLICK_CHECKOUT_URL };
}

export function providerLimits(): ProviderLimits {
  return { min: env().PROVIDER_MIN_AMOUNT, max: env().PROVIDER_MAX_AMOUNT };
}
