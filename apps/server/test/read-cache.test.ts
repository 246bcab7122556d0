import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LruCache } from "../src/cache/lru-cache.ts";
import { openDatabase } from "../src/db/client.ts";
import {
  client,
  createProject,
  createSeededApp,
  DEMO,
  invest,
  loginAs,
  newAccount,
  ok,
  openRaise,
  type ProjectListResponse,
} from "./project-helpers.ts";
import { sessionUser, type TestApp } from "./test-app.ts";

describe("LruCache", () => {
  it("answers an entry only at the generation it was stored at", () => {
    const cache = new LruCache<string, number>(10, 60_000);
    cache.set("a", 1, 7);
    expect(cache.get("a", 7)).toBe(1);
    expect(cache.get("a", 8)).toBeUndefined();
    // A miss forgets the stale entry for good.
    expect(cache.get("a", 7)).toBeUndefined();
  });

  it("forgets entries older than its time to live", () => {
    vi.useFakeTimers();
    try {
      const cache = new LruCache<string, number>(10, 1_000);
      cache.set("a", 1, 0);
      vi.advanceTimersByTime(999);
      expect(cache.get("a", 0)).toBe(1);
      vi.advanceTimersByTime(2);
      expect(cache.get("a", 0)).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it("drops the least recently used entry when full", () => {
    const cache = new LruCache<string, number>(2, 60_000);
    cache.set("a", 1, 0);
    cache.set("b", 2, 0);
    cache.get("a", 0);
    cache.set("c", 3, 0);
    expect(cache.get("b", 0)).toBeUndefined();
    expect(cache.get("a", 0)).toBe(1);
    expect(cache.get("c", 0)).toBe(3);
    expect(cache.size).toBe(2);
  });
});

describe("cached reads never outlive a write", () => {
  let t: TestApp;
  let criador: string;
  beforeAll(async () => {
    // One secret, as several processes of one deployment share it.
    t = await createSeededApp({ BETTER_AUTH_SECRET: "a-secret-shared-by-every-process-0123456789" });
    criador = await loginAs(t.app, DEMO.creator);
  });
  afterAll(() => t.close());

  const firstPage = async (cookie: string, query = "limit=50") =>
    ok<ProjectListResponse>(await client(t.app, cookie).get(`/api/projects?${query}`));

  it("an investment shows in every investor's next list at once", async () => {
    const id = await openRaise(t, criador, {
      title: "Cache Edifício Aurora",
      target_amount: 100_000,
      min_investment: 1_000,
    });
    const watcher = await newAccount(t.app, "investor");
    const investor = await newAccount(t.app, "investor");
    const before = (await firstPage(watcher.cookie)).items.find((p) => p.id === id)!;
    expect(before.raised_amount).toBe(0);
    expect((await firstPage(watcher.cookie)).items.find((p) => p.id === id)!.raised_amount).toBe(0);

    await invest(t.app, investor.cookie, id, 2_000);
    const after = (await firstPage(watcher.cookie)).items.find((p) => p.id === id)!;
    // The new investor counts at once; the money counts as raised once its Pix arrives (decision 107).
    expect(after.investor_count).toBe(1);
    expect(after.raised_amount).toBe(0);
    expect((await firstPage(watcher.cookie)).summary).toEqual((await firstPage(investor.cookie)).summary);
  });

  it("users who see only public projects share answers, never with someone who has a draft", async () => {
    const outsider = await newAccount(t.app, "investor");
    const author = await newAccount(t.app, "creator");
    const publicTitles = (await firstPage(outsider.cookie)).items.map((p) => p.title);
    // The author has nothing private yet: the same answer as the outsider's.
    expect((await firstPage(author.cookie)).items.map((p) => p.title)).toEqual(publicTitles);

    await createProject(t.app, author.cookie, { title: "Cache Rascunho Particular", visibility: "private" });
    expect((await firstPage(author.cookie)).items.map((p) => p.title)).toContain("Cache Rascunho Particular");
    // The outsider's answer, cached or not, still lacks it; then the author's, again.
    expect((await firstPage(outsider.cookie)).items.map((p) => p.title)).not.toContain("Cache Rascunho Particular");
    expect((await firstPage(author.cookie)).items.map((p) => p.title)).toContain("Cache Rascunho Particular");
  });

  it("a logged-out session is refused on the very next request", async () => {
    const account = await newAccount(t.app, "investor");
    expect((await sessionUser(t.app, account.cookie))?.id).toBe(account.id);
    expect((await client(t.app, account.cookie).get("/api/projects")).statusCode).toBe(200);
    expect((await client(t.app, account.cookie).post("/api/auth/logout")).statusCode).toBe(204);
    expect((await client(t.app, account.cookie).get("/api/projects")).statusCode).toBe(401);
    expect(await sessionUser(t.app, account.cookie)).toBeNull();
  });

  it("a logout served by another process on the same database ends the session there too", async () => {
    const other = await t.rebuild();
    try {
      const account = await newAccount(t.app, "investor");
      expect((await sessionUser(other, account.cookie))?.id).toBe(account.id);
      expect((await client(t.app, account.cookie).post("/api/auth/logout")).statusCode).toBe(204);
      await vi.waitFor(async () => expect(await sessionUser(other, account.cookie)).toBeNull(), { timeout: 3_000 });
    } finally {
      await other.close();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("processes on one PostgreSQL server", () => {
  it("hear each other's writes through NOTIFY", async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const [a, b] = await Promise.all([openDatabase({ url, dataDir: "" }), openDatabase({ url, dataDir: "" })]);
    try {
      // Each listens once connected; until then every read counts as a new generation.
      await vi.waitFor(() => expect(b.generation.current()).toBe(b.generation.current()), { timeout: 5_000 });
      await vi.waitFor(() => expect(a.generation.current()).toBe(a.generation.current()), { timeout: 5_000 });
      const seen = b.generation.current();
      await a.generation.bump(["projects"]);
      await vi.waitFor(() => expect(b.generation.current()).not.toBe(seen), { timeout: 3_000 });
      // A process does not count its own announcement twice. A later announcement from b, on
      // another domain, arrives after a's own one (one channel, commit order): once a has seen
      // it, a's own echo was handled too, and the projects counter must not have moved for it.
      const own = a.generation.current("projects");
      const chatBefore = a.generation.current("chat");
      await b.generation.bump(["chat"]);
      await vi.waitFor(() => expect(a.generation.current("chat")).toBe(chatBefore + 1), { timeout: 3_000 });
      expect(a.generation.current("projects")).toBe(own);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it("caches nothing while its listener is cut off, and listens again", async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const handle = await openDatabase({ url, dataDir: "" });
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const stable = () => handle.generation.current() === handle.generation.current();
    try {
      await vi.waitFor(() => expect(stable()).toBe(true), { timeout: 5_000 });
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen %'",
      );
      // Every read is a new generation until the listener is back (so another process's write
      // can never be missed), then reads are stable again.
      await vi.waitFor(() => expect(stable()).toBe(false), { timeout: 3_000 });
      await vi.waitFor(() => expect(stable()).toBe(true), { timeout: 5_000 });
    } finally {
      await admin.end();
      await handle.close();
    }
  });
});
