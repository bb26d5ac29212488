import { z } from "zod";

/**
 * ?page= of an admin list (1-based). Paging is by offset over an index in the list's order
 * ending in the id, so a page's ids are read from the index alone, and a page past the middle
 * is read from the other end (`readPage`); the answer carries the total so the screens keep
 * their "page / total" (DESIGN.md: admin lists are paged on the server).
 */
/** A page number as ?page= takes it: 1 to 9,999,999, no sign, no leading zero. */
export const PAGE_NUMBER = /^[1-9]\d{0,6}$/;

export const pageParam = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value === "" ? "1" : value))
  .pipe(z.string().regex(PAGE_NUMBER, "api.validation.page"))
  .transform(Number);

/** A search box's text: trimmed, empty when absent. */
export const searchParam = z.string().trim().max(100, "api.validation.searchTooLong").optional().transform((value) => value ?? "");

export type Page = { page: number; pageSize: number; total: number; pages: number };

/** The page fields of an answer; a page past the end answers the last one. */
export function pageOf(page: number, pageSize: number, total: number): Page {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return { page: Math.min(page, pages), pageSize, total, pages };
}

/**
 * Where a page's rows are: `skip` rows into the list's order, or, for a page past the middle,
 * `skip` rows into the reversed order, so no page skips more than half the list. Needs the exact
 * total: the last page holds what is left over.
 */
export type PageRead = { skip: number; take: number; reverse: boolean };

export function pageRead({ page, pageSize, total }: Page): PageRead {
  const skip = (page - 1) * pageSize;
  const take = Math.max(0, Math.min(pageSize, total - skip));
  const fromEnd = Math.max(0, total - skip - take);
  return fromEnd < skip ? { skip: fromEnd, take, reverse: true } : { skip, take, reverse: false };
}

/** A Prisma orderBy list read backwards: each asc becomes desc and each desc asc. */
export function reversed<T extends Record<string, unknown>>(order: readonly T[]): T[] {
  return order.map((item) => Object.fromEntries(Object.entries(item).map(([key, way]) => [key, way === "asc" ? "desc" : "asc"])) as T);
}

/**
 * The rows of `page` in the list's order: `read` gets where to read them (a reversed read gives
 * them last first, and they are put back in order here); an empty list reads nothing.
 */
export async function readPage<T>(page: Page, read: (at: PageRead) => Promise<T[]>): Promise<T[]> {
  const at = pageRead(page);
  if (at.take === 0) return [];
  const rows = await read(at);
  return at.reverse ? rows.reverse() : rows;
}

/** The rows a CSV export reads per database round trip: never the whole table at once. */
export const EXPORT_BATCH = 1000;

/**
 * A CSV download that is written while the rows are read: each batch becomes lines and is sent
 * before the next batch is asked for, so an export of every matching row never holds them all.
 */
export function csvStreamResponse<T>(batches: AsyncIterable<T[]>, toCsv: (rows: T[], first: boolean) => string, filename: string): Response {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  let first = true;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) {
        // An export with no rows still has its header line.
        if (first) controller.enqueue(encoder.encode(toCsv([], true)));
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(toCsv(next.value, first)));
      first = false;
    },
    async cancel() {
      await iterator.return?.(undefined);
    },
  });
  return new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "no-store",
    },
  });
}
