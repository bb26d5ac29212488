// Spec §9: so'm with no decimals in the uz-UZ format. Intl's output is normalised because ICU
// differs between Node and browsers: the group separator (U+00A0 or U+202F) becomes a plain
// space and the currency is always written "so'm" with an ASCII apostrophe, as the spec writes it,
// so server-rendered and client-rendered amounts are the same text.
const SOM_NUMBER = new Intl.NumberFormat("uz-UZ", {
  maximumFractionDigits: 0,
  useGrouping: true,
});

export const SOM_SUFFIX = "so'm";

export function formatSom(amount: number): string {
  // `|| 0` turns -0 (from rounding a small negative) into 0 so it never prints as "-0".
  const value = Number.isFinite(amount) ? Math.round(amount) || 0 : 0;
  const digits = SOM_NUMBER.format(value).replace(/[\s\u00a0\u202f]/g, " ").replace("\u2212", "-");
  return `${digits} ${SOM_SUFFIX}`;
}
