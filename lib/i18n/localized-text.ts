import type { Locale } from "./locales";

/**
 * DESIGN (People and rights): course, module and lesson texts are stored in Uzbek, with an
 * optional Russian text beside each. A reader of Russian reads the Russian one when there is
 * one; anyone else, or a Russian reader of a text nobody translated, reads the Uzbek.
 */
export function localizedText(locale: Locale, uz: string, ru: string | null | undefined): string {
  return locale === "ru" && ru != null && ru.trim() !== "" ? ru : uz;
}


/**
 * A row's `title` and `description` in the reader's language, and the stored pair under
 * `titleUz`/`titleRu` and `descriptionUz`/`descriptionRu` (the exercises' names), for the answers that
 * let an admin edit both.
 */
export function withTextPairs<T extends { title: string; titleRu: string | null; description: string; descriptionRu: string | null }>(
  locale: Locale,
  row: T,
): Omit<T, "titleRu" | "descriptionRu"> & { titleUz: string; titleRu: string | null; descriptionUz: string; descriptionRu: string | null } {
  return {
    ...row,
    title: localizedText(locale, row.title, row.titleRu),
    description: localizedText(locale, row.description, row.descriptionRu),
    titleUz: row.title,
    titleRu: row.titleRu,
    descriptionUz: row.description,
    descriptionRu: row.descriptionRu,
  };
}
