import { getLocale } from "next-intl/server";
import { formatMoney } from "./money";

/** formatMoney in the request's language, for server components. */
export async function getMoney(): Promise<(amount: number) => string> {
  const locale = (await getLocale()) === "ru" ? "ru" : "uz";
  return (amount: number) => formatMoney(amount, locale);
}
