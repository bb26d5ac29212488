// Spec §9: so'm with no decimals, grouped by thousands with spaces as uz-UZ writes them. ICU
// data differs between engines (Node groups uz-UZ with U+00A0, Debian's Chromium with commas),
// so the digits are grouped by a locale whose separator is certain and the separator is then
// written as a plain space; the currency is always "so'm" with an ASCII apostrophe. Server- and
// browser-rendered amounts are therefore the same text.
const SOM_NUMBER = new Intl.NumberFormat("en-US", {
  maximumFractionDigits: 0,
  useGrouping: true,
});

export const SOM_SUFFIX = "so'm";

/** The currency's name in each interface language ("150 000 so'm" / "150 000 сум"). */
const SUFFIX: Record<"uz" | "ru", string> = { uz: SOM_SUFFIX, ru: "сум" };

/** Money in the reader's language; the one formatter for amounts. */
export function formatMoney(amount: number, locale: "uz" | "ru" = "uz"): string {
  // `|| 0` turns -0 (from rounding a small negative) into 0 so it never prints as "-0".
  const value = Number.isFinite(amount) ? Math.round(amount) || 0 : 0;
  const digits = SOM_NUMBER.format(value).replaceAll(",", " ");
  return `${digits} ${SUFFIX[locale]}`;
}

/** Money in Uzbek (spec §9). */
export function formatSom(amount: number): string {
  return formatMoney(amount, "uz");
}
