import type { ReactNode } from "react";
import { act, renderHook, waitFor } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { pageFrom, pick, pickId, useListFilters, useListParams } from "../use-list-params";

function renderListParams(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ list: useListParams(), location: useLocation() }), { wrapper });
}

describe("useListParams", () => {
  it("reads the page, and a filter change goes back to page 1", () => {
    const { result } = renderListParams("/lista?status=ativo&page=3");
    expect(result.current.list.page).toBe(3);
    act(() => result.current.list.setFilters({ status: "encerrado", type: "obra" }));
    expect(result.current.location.search).toBe("?status=encerrado&type=obra");
    act(() => result.current.list.setPage(2));
    expect(result.current.location.search).toBe("?status=encerrado&type=obra&page=2");
  });

  it("a new search shows its first page", async () => {
    const { result } = renderListParams("/lista?page=4");
    act(() => result.current.list.setSearch("casa "));
    expect(result.current.list.search).toBe("casa ");
    await waitFor(() => expect(result.current.list.q).toBe("casa"));
    await waitFor(() => expect(result.current.location.search).toBe("?q=casa"));
  });

  it("clears the search, the page and the given filters at once, keeping other parameters", () => {
    const { result } = renderListParams("/lista?q=casa&status=ativo&page=2&assinar=1");
    act(() => result.current.list.clearAll(["status"]));
    expect(result.current.location.search).toBe("?assinar=1");
    expect(result.current.list.search).toBe("");
  });
});

describe("useListFilters", () => {
  const STATUSES = ["ativo", "encerrado"] as const;
  function renderListFilters(url: string) {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
    );
    return renderHook(
      () => ({
        list: useListFilters((params) => ({ status: pick(params.get("status"), STATUSES) })),
        location: useLocation(),
      }),
      { wrapper },
    );
  }

  it("reads only allowed filter values and says when there is something to clear", () => {
    const unknown = renderListFilters("/lista?status=outro&page=2").result.current.list;
    expect(unknown.filters).toEqual({ status: undefined });
    expect(unknown.paging).toMatchObject({ page: 2, filtered: false });
    const set = renderListFilters("/lista?status=ativo").result.current.list;
    expect(set.toolbar.filters).toEqual({ status: "ativo" });
    expect(set.paging.filtered).toBe(true);
  });

  it("hands the filter row a change that goes back to page 1, and a clear of its own filters only", () => {
    const { result } = renderListFilters("/lista?status=ativo&page=3&assinar=1");
    act(() => result.current.list.toolbar.onFiltersChange({ status: "encerrado" }));
    expect(result.current.location.search).toBe("?status=encerrado&assinar=1");
    act(() => result.current.list.paging.onPageChange(2));
    expect(result.current.location.search).toBe("?status=encerrado&assinar=1&page=2");
    act(() => result.current.list.toolbar.onClear());
    expect(result.current.location.search).toBe("?assinar=1");
  });
});

describe("URL values", () => {
  it("keep only what the list knows", () => {
    expect(pick("ativo", ["ativo", "encerrado"] as const)).toBe("ativo");
    expect(pick("<script>", ["ativo"] as const)).toBeUndefined();
    expect(pickId("0b7c9f1e-7d1a-4c1e-9a55-1f1f2b3c4d5e")).toBe("0b7c9f1e-7d1a-4c1e-9a55-1f1f2b3c4d5e");
    expect(pickId("1")).toBeUndefined();
    expect([pageFrom("2"), pageFrom("0"), pageFrom("1.5"), pageFrom(null)]).toEqual([2, 1, 1, 1]);
  });
});
