import { describe, expect, it } from "vitest";
import { pageOf, pageRead, readPage, reversed } from "./paging";

/** The rows `pageRead` points at, taken from a list of `total` numbered rows (0 first). */
function rowsAt(total: number, page: number, pageSize: number): number[] {
  const list = Array.from({ length: total }, (_, i) => i);
  const at = pageRead(pageOf(page, pageSize, total));
  const source = at.reverse ? [...list].reverse() : list;
  const rows = source.slice(at.skip, at.skip + at.take);
  return at.reverse ? rows.reverse() : rows;
}

describe("pageRead: a page past the middle is read from the other end", () => {
  it("gives every page of every list size the rows an offset read gives", () => {
    for (const total of [0, 1, 14, 15, 16, 29, 30, 31, 100, 101]) {
      const pages = Math.max(1, Math.ceil(total / 15));
      for (let page = 1; page <= pages + 1; page++) {
        const current = Math.min(page, pages);
        const byOffset = Array.from({ length: total }, (_, i) => i).slice((current - 1) * 15, current * 15);
        expect(rowsAt(total, page, 15), `total ${total}, page ${page}`).toEqual(byOffset);
      }
    }
  });

  it("skips at most half the list", () => {
    const total = 100_000;
    for (const page of [1, 3333, 3334, 3335, 6667]) {
      const at = pageRead(pageOf(page, 15, total));
      expect(at.skip).toBeLessThanOrEqual(total / 2);
    }
    expect(pageRead(pageOf(6667, 15, total))).toEqual({ skip: 0, take: 10, reverse: true });
    expect(pageRead(pageOf(1, 15, total))).toEqual({ skip: 0, take: 15, reverse: false });
  });
});

describe("reversed", () => {
  it("turns each asc into desc and back, keeping the keys' order", () => {
    expect(reversed([{ createdAt: "desc" }, { id: "desc" }])).toEqual([{ createdAt: "asc" }, { id: "asc" }]);
    expect(reversed([{ balance: "asc" }, { id: "asc" }])).toEqual([{ balance: "desc" }, { id: "desc" }]);
  });
});

describe("readPage", () => {
  it("puts a reversed read back in the list's order and reads nothing for an empty list", async () => {
    const list = Array.from({ length: 40 }, (_, i) => i);
    const read = async ({ skip, take, reverse }: { skip: number; take: number; reverse: boolean }) => (reverse ? [...list].reverse() : list).slice(skip, skip + take);
    expect(await readPage(pageOf(3, 15, 40), read)).toEqual(list.slice(30, 40));
    let called = false;
    expect(
      await readPage(pageOf(1, 15, 0), async () => {
        called = true;
        return [1];
      }),
    ).toEqual([]);
    expect(called).toBe(false);
  });
});
