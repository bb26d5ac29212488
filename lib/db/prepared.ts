import { createHash } from "node:crypto";
import { Prisma } from "./generated/client";

const MARK = "/* prepared */";

/**
 * Starts a raw statement that PostgreSQL should plan once per connection rather than on every
 * call: `db().$queryRaw\`${PREPARED} SELECT …\``. For a hot statement whose planning costs more
 * than its execution (the caller's own statement with its course facts: 1.9 ms to plan, 0.6 ms
 * to run), a prepared statement is planned for its first five calls and then reuses a generic
 * plan when that plan costs no more.
 */
export const PREPARED = Prisma.raw(MARK);

const names = new Map<string, string>();

/**
 * The adapter's `statementNameGenerator`: a name from the text of a statement marked PREPARED
 * (the same text, the same name, on every connection), and "" (an unnamed statement, planned
 * at each call, as pg sends it without a name) for every other. Only marked statements are
 * named, so the set of prepared statements each connection keeps is the few the code marks.
 */
export function preparedStatementName(query: { sql: string }): string {
  if (!query.sql.startsWith(MARK)) return "";
  let name = names.get(query.sql);
  if (!name) {
    name = `qadam_${createHash("sha256").update(query.sql).digest("base64url").slice(0, 24)}`;
    names.set(query.sql, name);
  }
  return name;
}
