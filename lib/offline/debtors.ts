// Spec §2 and §9: the debtors list, its overall percent and the name search.

export const DEBTOR_THRESHOLD_PERCENT = 100;

/** Badge 'Qarzdor' under 100%, otherwise 'Offline Student'. */
export function isDebtor(percent: number): boolean {
  return percent < DEBTOR_THRESHOLD_PERCENT;
}

/** Percent descending; equal percents keep their incoming order (Array.prototype.sort is stable). */
export function sortDebtors<T extends { percent: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.percent - a.percent);
}

/** What /debtors lists: only students under 100%, highest percent first. */
export function selectDebtors<T extends { percent: number }>(items: readonly T[]): T[] {
  return sortDebtors(items.filter((item) => isDebtor(item.percent)));
}

/** Rounded average of the shown students' rounded percents; 0 for nobody. */
export function overallPercent(percents: readonly number[]): number {
  if (percents.length === 0) return 0;
  const sum = percents.reduce((total, percent) => total + Math.round(percent), 0);
  return Math.round(sum / percents.length);
}

// Uzbek Latin writes oʻ/gʻ with U+02BB and the glottal stop with U+02BC, but people type an
// ASCII apostrophe (or a typographic quote); all of them match each other in a search.
const APOSTROPHES = /[\u02bb\u02bc\u2018\u2019\u0060\u00b4]/g;

function searchable(text: string): string {
  return text.toLowerCase().replace(APOSTROPHES, "'");
}

/** Spec §5 Search: case-insensitive substring on fullName; a blank query keeps everyone. */
export function searchByName<T extends { fullName: string }>(items: readonly T[], query: string): T[] {
  const needle = searchable(query.trim());
  if (needle === "") return [...items];
  return items.filter((item) => searchable(item.fullName).includes(needle));
}
