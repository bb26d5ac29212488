import { z } from "zod";

/**
 * ?page= of an admin list (1-based). Paging is by offset over an index in the list's order
 * (createdAt, id), so a page reads its rows from the index; the answer carries the total
 * so the screens keep their "page / total" (DESIGN.md: admin lists are paged on the server).
 */
export const pageParam = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value === "" ? "1" : value))
  .pipe(z.string().regex(/^[1-9]\d{0,6}$/, "api.validation.page"))
  .transform(Number);

/** A search box's text: trimmed, empty when absent. */
export const searchParam = z.string().trim().max(100, "api.validation.searchTooLong").optional().transform((value) => value ?? "");

export type Page = { page: number; pageSize: number; total: number; pages: number };

/** The page fields of an answer; a page past the end answers the last one. */
export function pageOf(page: number, pageSize: number, total: number): Page & { skip: number } {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(page, pages);
  return { page: current, pageSize, total, pages, skip: (current - 1) * pageSize };
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
