import { describe, expect, it } from "vitest";
import { pageOffset, readPage } from "./paging.ts";

/** A select that records the window it was asked for. */
function fakeRows<Row>(rows: Row[]) {
  const asked: { limit?: number; offset?: number } = {};
  const query = {
    limit(limit: number) {
      asked.limit = limit;
      return {
        offset: (offset: number) => ((asked.offset = offset), Promise.resolve(rows.slice(offset, offset + limit))),
      };
    },
  };
  return { query, asked };
}

describe("readPage", () => {
  it("reads the page's window and the total (a string count from node-postgres too)", async () => {
    const { query, asked } = fakeRows(["a", "b", "c", "d", "e"]);
    const page = await readPage({ rows: query, count: Promise.resolve([{ n: "5" }]), page: 2, pageSize: 2 });
    expect(asked).toEqual({ limit: 2, offset: 2 });
    expect(page).toEqual({ items: ["c", "d"], total: 5, page: 2, page_size: 2 });
    expect(page).not.toHaveProperty("summary");
  });

  it("answers the summary when the list has one, and 0 when the count has no row", async () => {
    const { query } = fakeRows<string>([]);
    const page = await readPage({
      rows: query,
      count: Promise.resolve([]),
      summary: Promise.resolve({ pending: 0 }),
      page: 1,
      pageSize: 20,
    });
    expect(page).toEqual({ items: [], total: 0, page: 1, page_size: 20, summary: { pending: 0 } });
  });

  it("counts pages from 1", () => {
    expect(pageOffset(1, 12)).toBe(0);
    expect(pageOffset(3, 12)).toBe(24);
  });
});
