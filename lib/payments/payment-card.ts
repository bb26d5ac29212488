import { env } from "@/lib/env";
import { groupCardNumber, type PaymentCard } from "./topup-amount";

/**
 * The card manual top-ups go to, from configuration (DESIGN: the dialog shows the full number and
 * the holder, so a student can actually pay). Pages read it on the server and pass it down.
 */
export function paymentCard(): PaymentCard {
  const { PAYMENT_CARD_NUMBER, PAYMENT_CARD_HOLDER } = env();
  return { number: groupCardNumber(PAYMENT_CARD_NUMBER), holder: PAYMENT_CARD_HOLDER };
}
