import { beforeEach, describe, expect, it, vi } from "vitest";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { Database } from "../src/db/client.ts";
import { localGeneration } from "../src/cache/data-generation.ts";
import type { listProjects as realListProjects, ListProjectsQuery } from "../src/modules/projects/list-projects.ts";
import { createProjectListCache, queryKey } from "../src/modules/projects/list-cache.ts";

// A reader that answers each query with itself, so two answers differ exactly when their queries do.
const listProjects = vi.fn<typeof realListProjects>(
  async (_db, _user, query) => ({ items: [], nextCursor: JSON.stringify(query), summary: {} }) as never,
);

const user: CurrentUser = {
  id: "00000000-0000-4000-8000-000000000001",
  email: "criador@alicerce.dev",
  name: "Criador",
  type: "creator",
  avatar_url: null,
  verified: true,
};
const base: ListProjectsQuery = { scope: "mine", limit: 12 };

describe("queryKey", () => {
  it("is the same for the same fields in any order, and leaves absent fields out", () => {
    expect(queryKey({ scope: "all", limit: 12, type: "residencial" })).toBe(
      queryKey({ type: "residencial", limit: 12, scope: "all", status: undefined }),
    );
  });

  it("differs when any field differs, including one no code knows about yet", () => {
    expect(queryKey({ ...base, q: "casa" })).not.toBe(queryKey({ ...base, q: "casas" }));
    expect(queryKey({ ...base, bedrooms: 2 })).not.toBe(queryKey(base));
    expect(queryKey({ ...base, bedrooms: 2 })).not.toBe(queryKey({ ...base, bedrooms: 3 }));
  });
});

describe("the project list cache", () => {
  beforeEach(() => listProjects.mockClear());

  it("never answers a query with a list stored for a query that differs in a field added later", async () => {
    // scope "mine" keys the audience on the user alone, so the database is never touched here.
    const cached = createProjectListCache({
      db: {} as Database,
      reads: {} as Database,
      generation: localGeneration(),
      read: listProjects,
    });
    const plain = await cached(user, base);
    const filtered = await cached(user, { ...base, bedrooms: 2 } as ListProjectsQuery);
    expect(listProjects).toHaveBeenCalledTimes(2);
    expect(filtered).not.toEqual(plain);
    // The same query again is served from the cache.
    await cached(user, { limit: 12, scope: "mine" });
    expect(listProjects).toHaveBeenCalledTimes(2);
  });
});
