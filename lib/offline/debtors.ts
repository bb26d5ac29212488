// Spec §2 and §9: who is a debtor and the name search (the lists themselves are paged in SQL:
// lib/offline/find-offline-page.ts).

export const DEBTOR_THRESHOLD_PERCENT = 100;

/** Badge 'Qarzdor' under 100%, otherwise 'Offline Student'. */
export function isDebtor(percent: number): boolean {
  return percent < DEBTOR_THRESHOLD_PERCENT;
}

// Uzbek Latin writes oʻ/gʻ with U+02BB and the glottal stop with U+02BC, but people type an
// ASCII apostrophe (or a typographic quote); all of them match each other in a search.
export const APOSTROPHE_CHARS = "\u02bb\u02bc\u2018\u2019\u0060\u00b4";
const APOSTROPHES = new RegExp(`[${APOSTROPHE_CHARS}]`, "g");

/** The text as the name search compares it: lower case, every apostrophe an ASCII one. */
export function searchable(text: string): string {
  return text.toLowerCase().replace(APOSTROPHES, "'");
}

/** Spec §5 Search: case-insensitive substring on fullName; a blank query keeps everyone. */
export function searchByName<T extends { fullName: string }>(items: readonly T[], query: string): T[] {
  const needle = searchable(query.trim());
  if (needle === "") return [...items];
  return items.filter((item) => searchable(item.fullName).includes(needle));
}
