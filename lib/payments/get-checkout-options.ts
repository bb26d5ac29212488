import "server-only";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import type { CheckoutOptions, CheckoutProviders } from "./checkout-url";
import { clickConfig, paymeConfig, providerLimits } from "./provider-config";

export const PAYMENTS_PAGE = "/projects/payments";

/**
 * The providers that are on, with the public ids their links carry, and the limits: the same
 * for every student, so a page shared by all of them (a course page's shell) may hold it. Null
 * when neither provider is configured (the dialog then offers the card transfer alone).
 */
export function getCheckoutProviders(): CheckoutProviders | null {
  const payme = paymeConfig();
  const click = clickConfig();
  if (!payme && !click) return null;
  return {
    payme: payme ? { merchantId: payme.merchantId, checkoutUrl: payme.checkoutUrl } : null,
    click: click ? { serviceId: click.serviceId, merchantId: click.merchantId, checkoutUrl: click.checkoutUrl } : null,
    limits: providerLimits(),
  };
}

/** What the top-up dialog needs to send a student to Payme or Click: the providers and the student's account number. */
export async function getCheckoutOptions(input: { caller: Caller }): Promise<CheckoutOptions | null> {
  const providers = getCheckoutProviders();
  if (!providers) return null;
  const user = await db().user.findUnique({ where: { id: input.caller.id }, select: { accountNumber: true } });
  if (!user) return null;
  return { ...providers, accountNumber: user.accountNumber };
}

/** The demo checkout goes back only within the site: a path of ours, whatever the link said. */
export function safeReturnUrl(value: string | undefined): string {
  if (!value) return PAYMENTS_PAGE;
  try {
    const url = new URL(decodeURIComponent(value), "http://site.invalid");
    return url.pathname.startsWith("/") && !url.pathname.startsWith("//") ? `${url.pathname}${url.search}` : PAYMENTS_PAGE;
  } catch {
    return PAYMENTS_PAGE;
  }
}
