import "server-only";
import { env } from "@/lib/env";

export type PaymeConfig = { merchantId: string; keys: string[]; checkoutUrl: string };
export type ClickConfig = { serviceId: string; merchantId: string; secretKey: string; checkoutUrl: string };
export type ProviderLimits = { min: number; max: number };

/** Payme is on when its merchant id and a key are set (demo mode sets its own: lib/boot). */
export function paymeConfig(): PaymeConfig | null {
  const { PAYME_MERCHANT_ID, PAYME_KEY, PAYME_TEST_KEY, PAYME_CHECKOUT_URL } = env();
  const keys = [PAYME_KEY, PAYME_TEST_KEY].filter((key): key is string => Boolean(key));
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
