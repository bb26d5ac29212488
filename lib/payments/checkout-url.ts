// The providers' checkout links, built from their published formats. Browser-safe: the
// top-up dialog builds them from the options the page hands it.

/** The providers that are on, with the public ids their links carry: the same for every student. */
export type CheckoutProviders = {
  payme: { merchantId: string; checkoutUrl: string } | null;
  click: { serviceId: string; merchantId: string; checkoutUrl: string } | null;
  limits: { min: number; max: number };
};

/** The providers and the student's own account number. */
export type CheckoutOptions = CheckoutProviders & { accountNumber: number };

type Checkout = { amount: number; accountNumber: number; returnUrl: string };

/**
 * Payme's GET checkout (developer.help.paycom.uz, "Отправка чека по методу GET"):
 * <checkout_url>/base64("m=<merchant>;ac.account=<account>;a=<tiyin>;c=<return url>;l=<lang>").
 * The return URL must hold no ';', which separates the parameters.
 */
export function paymeCheckoutUrl(payme: NonNullable<CheckoutOptions["payme"]>, checkout: Checkout & { lang: string }): string {
  const params = [
    `m=${payme.merchantId}`,
    `ac.account=${checkout.accountNumber}`,
    `a=${checkout.amount * 100}`,
    `c=${checkout.returnUrl.replaceAll(";", "%3B")}`,
    `l=${checkout.lang}`,
  ].join(";");
  const encoded = typeof btoa === "function" ? btoa(params) : Buffer.from(params).toString("base64");
  return `${payme.checkoutUrl.replace(/\/+$/, "")}/${encoded}`;
}

/** Click's payment button link (docs.click.uz): services/pay with the service, merchant, amount, account and return URL. */
export function clickCheckoutUrl(click: NonNullable<CheckoutOptions["click"]>, checkout: Checkout): string {
  const query = new URLSearchParams({
    service_id: click.serviceId,
    merchant_id: click.merchantId,
    amount: String(checkout.amount),
    transaction_param: String(checkout.accountNumber),
    return_url: checkout.returnUrl,
  });
  return `${click.checkoutUrl}?${query.toString()}`;
}

/** Reads back what paymeCheckoutUrl encoded: the demo checkout page plays the payment it names. */
export function decodePaymeCheckout(encoded: string): Record<string, string> | null {
  let text: string;
  try {
    text = typeof atob === "function" ? atob(decodeURIComponent(encoded)) : Buffer.from(decodeURIComponent(encoded), "base64").toString("utf8");
  } catch {
    return null;
  }
  const fields: Record<string, string> = {};
  for (const part of text.split(";")) {
    const at = part.indexOf("=");
    if (at > 0) fields[part.slice(0, at)] = part.slice(at + 1);
  }
  return fields;
}
