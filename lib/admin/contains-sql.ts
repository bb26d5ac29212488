import "server-only";
import { Prisma } from "@/lib/db/generated/client";

/** LIKE's wildcards and its escape character. */
const LIKE_SPECIAL = /[%_\\]/g;

/**
 * `text` as LIKE reads it literally (Prisma's `contains` takes it as a pattern): spec §5's
 * searches are plain "contains", so "1_2" is no "192" and "%" is no "anything".
 */
export function likeLiteral(text: string): string {
  return text.replace(LIKE_SPECIAL, (char) => `\\${char}`);
}

/**
 * The user's name (case-insensitively, as ILIKE) or phone holds `text`, in SQL: the same rows as
 * Prisma's `contains` of `likeLiteral(text)` (`"fullName" ILIKE '%text%'` / `phone LIKE '%text%'`).
 * A text of 3 characters and more without LIKE's special characters is found by the suffix indexes
 * (migration 20261123045234_admin_search_suffixes): the column holds it exactly when one of its
 * suffixes starts with it, a prefix match in the index whose answer is exact (no row to recheck,
 * no bitmap of the trigrams every phone shares). Shorter texts and those go to LIKE, escaped (and
 * the trigram index).
 */
export function userContainsSql(column: "fullName" | "phone", text: string): Prisma.Sql {
  const byIndex = text.length >= 3 && likeLiteral(text) === text;
  if (!byIndex) return userLikeSql(column, text);
  // ILIKE compares lower(name) with lower(search), and so does the name's index.
  return column === "fullName"
    ? Prisma.sql`qadam_suffixes(lower("fullName")) @@ lower(${prefixQuery(text)})::tsquery`
    : Prisma.sql`qadam_suffixes(phone) @@ ${prefixQuery(text)}::tsquery`;
}

/**
 * The same condition as `userContainsSql` as LIKE writes it (`"fullName" ILIKE '%text%'`,
 * `phone LIKE '%text%'`, escaped): cheap on each row a walk of an order's index meets, where
 * the suffixes would be computed for each row.
 */
export function userLikeSql(column: "fullName" | "phone", text: string): Prisma.Sql {
  return column === "fullName" ? Prisma.sql`"fullName" ILIKE '%' || ${likeLiteral(text)} || '%'` : Prisma.sql`phone LIKE '%' || ${likeLiteral(text)} || '%'`;
}

/** `text` as one quoted lexeme of a tsquery that matches every lexeme starting with it ('text':*). */
function prefixQuery(text: string): string {
  return `'${text.replace(/['\\]/g, (char) => char + char)}':*`;
}
