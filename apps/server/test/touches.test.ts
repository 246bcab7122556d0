// Cache invalidation per data domain (docs/decisions/025-per-domain-invalidation-and-uncached-list.md):
// every write route says what it touches, a write moves only those domains, a refusal moves nothing,
// and with READ_CACHE=false the project list answers from the database in as few queries as it can.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProjectListResponse } from "@alicerce/shared/schemas/projects";
import { DATA_DOMAINS } from "../src/cache/data-domains.ts";
import { projects, quotations, suppliers } from "../src/db/schema/index.ts";
import type { TestApp } from "./test-app.ts";
import { client, createSeededApp, DEMO, loginAs, ok, projectIdByTitle, SEEDED, userIdOf } from "./project-helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(() => t.close());

const generations = () => Object.fromEntries(DATA_DOMAINS.map((d) => [d, t.database.generation.current(d)]));
/** The domains whose generation moved since `before`. */
const moved = (before: Record<string, number>) =>
  DATA_DOMAINS.filter((d) => t.database.generation.current(d) !== before[d]).sort();

describe("write routes declare what they touch", () => {
  it("every route that may write names its data domains (a new write route without them fails here)", () => {
    const undeclared = t.app.writeRoutes.filter((r) => !r.touches).map((r) => `${r.method} ${r.url}`);
    // The e-mail confirmation link is a GET that writes, answered by better-auth's own handler: it
    // moves every domain, which is right for a once-per-account event.
    expect(undeclared.filter((r) => !r.includes("/api/auth/verify-email"))).toEqual([]);
    expect(t.app.writeRoutes.length).toBeGreaterThan(50);
  });

  it("declarations name only known domains", () => {
    for (const route of t.app.writeRoutes) {
      for (const domain of route.touches ?? []) expect(DATA_DOMAINS, `${route.method} ${route.url}`).toContain(domain);
    }
  });
});

describe("a write moves only what it touched", () => {
  it("an interest moves the interests, not the project list", async () => {
    const ana = await loginAs(t.app, DEMO.ana);
    const id = await projectIdByTitle(t.database.db, SEEDED.mirante);
    const before = generations();
    expect((await client(t.app, ana).put(`/api/projects/${id}/interest`, { share_contact: false })).statusCode).toBe(
      204,
    );
    expect(moved(before)).toEqual(["interests"]);
    const again = generations();
    expect((await client(t.app, ana).del(`/api/projects/${id}/interest`)).statusCode).toBe(204);
    expect(moved(again)).toEqual(["interests"]);
  });

  it("a quotation answer moves quotations and notifications, not the project list", async () => {
    const supplier = await loginAs(t.app, DEMO.supplier);
    const [pending] = await t.database.db
      .select({ id: quotations.id })
      .from(quotations)
      .innerJoin(suppliers, eq(suppliers.id, quotations.supplierId))
      .where(eq(quotations.status, "pendente"))
      .limit(1);
    const before = generations();
    ok(
      await client(t.app, supplier).post(`/api/quotations/${pending!.id}/respond`, {
        estimated_price: 12_500,
        estimated_delivery_days: 30,
        message: "Podemos começar na semana que vem.",
      }),
    );
    expect(moved(before)).toEqual(["notifications", "quotations"]);
  });

  it("a chat message moves the chat only", async () => {
    const ana = await loginAs(t.app, DEMO.ana);
    const creatorId = await userIdOf(t.database.db, DEMO.creator);
    const opened = await client(t.app, ana).post("/api/chat/conversations/direct", { user_id: creatorId });
    expect([200, 201]).toContain(opened.statusCode);
    const chat = opened.json<{ id: string }>();
    const before = generations();
    const sent = await client(t.app, ana).post(`/api/chat/conversations/${chat.id}/messages`, {
      client_id: "touches-test-1",
      content: "Olá!",
    });
    expect(sent.statusCode).toBe(201);
    expect(moved(before)).toEqual(["chat"]);
  });

  it("an investment and a project write move the project list", async () => {
    const ana = await loginAs(t.app, DEMO.ana);
    const id = await projectIdByTitle(t.database.db, SEEDED.mirante);
    const before = generations();
    ok(await client(t.app, ana).post(`/api/projects/${id}/investments`, { amount: 10_000 }), 201);
    expect(moved(before)).toContain("projects");
    expect(moved(before)).not.toContain("accounts");

    const creator = await loginAs(t.app, DEMO.creator);
    const own = await projectIdByTitle(t.database.db, SEEDED.atlantico);
    const beforePhases = generations();
    ok(await client(t.app, creator).put(`/api/projects/${own}/phases`, { phases: [] }));
    expect(moved(beforePhases)).toEqual(["projects"]);
  });

  it("a refused anonymous DELETE moves nothing, not even the counter of any write", async () => {
    const id = await projectIdByTitle(t.database.db, SEEDED.mirante);
    const any = t.database.generation.current();
    const before = generations();
    for (let i = 0; i < 20; i++) {
      expect((await client(t.app).del(`/api/projects/${id}/interest`)).statusCode).toBe(401);
    }
    expect(moved(before)).toEqual([]);
    expect(t.database.generation.current()).toBe(any);
  });

  it("a route that writes nothing a cache reads (the client's not-found report) moves nothing", async () => {
    const any = t.database.generation.current();
    const res = await client(t.app).post("/api/client-events/not-found", { path: "/nao-existe" });
    expect(res.statusCode).toBe(204);
    expect(t.database.generation.current()).toBe(any);
  });
});

describe("READ_CACHE=false: the uncached project list", () => {
  it("reads the database on every request, so a change made behind the API shows at once", async () => {
    const uncached = await t.rebuild({ READ_CACHE: "false" });
    try {
      const ana = await loginAs(uncached, DEMO.ana);
      const id = await projectIdByTitle(t.database.db, SEEDED.mirante);
      const first = ok<ProjectListResponse>(await client(uncached, ana).get("/api/projects?q=mirante"));
      expect(first.items.map((p) => p.id)).toEqual([id]);
      // No bump: only a cache would keep answering the old title.
      await t.database.db.update(projects).set({ title: "Edifício Mirante Renomeado" }).where(eq(projects.id, id));
      const second = ok<ProjectListResponse>(await client(uncached, ana).get("/api/projects?q=mirante"));
      expect(second.items[0]!.title).toBe("Edifício Mirante Renomeado");
      await t.database.db.update(projects).set({ title: SEEDED.mirante }).where(eq(projects.id, id));
      t.database.generation.bump();
    } finally {
      await uncached.close();
    }
  });

  it("answers a page and its summary (over every match, not the page) in one query", async () => {
    const uncached = await t.rebuild({ READ_CACHE: "false" });
    try {
      const ana = await loginAs(uncached, DEMO.ana);
      const statements: string[] = [];
      t.database.log.useLogger({
        debug: (fields: unknown) => void statements.push(String((fields as { sql?: string }).sql ?? "")),
        warn: () => {},
        error: () => {},
      } as never);
      const projectQueries = () => statements.filter((s) => /from "projects"/.test(s)).length;

      const first = ok<ProjectListResponse>(await client(uncached, ana).get("/api/projects?limit=2"));
      expect(projectQueries()).toBe(1);
      expect(first.nextCursor).not.toBeNull();
      statements.length = 0;
      const second = ok<ProjectListResponse>(
        await client(uncached, ana).get(`/api/projects?limit=2&cursor=${encodeURIComponent(first.nextCursor!)}`),
      );
      expect(projectQueries()).toBe(1);
      expect(second.summary).toEqual(first.summary);
      expect(second.items.map((p) => p.id)).not.toContain(first.items[0]!.id);

      // The summary counts every visible match, not the page.
      const all = ok<ProjectListResponse>(await client(uncached, ana).get("/api/projects?limit=50"));
      expect(first.summary.total).toBe(all.items.length);
      expect(first.summary.fundraising).toBe(all.items.filter((p) => p.status === "funding_open").length);
      const volume = all.items.reduce((sum, p) => sum + (p.target_amount ?? 0), 0);
      expect(first.summary.total_volume).toBeCloseTo(volume, 2);

      // A cursor before the oldest project: an empty page, whose summary is then asked on its own.
      const pastEnd = Buffer.from(JSON.stringify(["1970-01-01 00:00:00+00", first.items[0]!.id])).toString("base64url");
      statements.length = 0;
      const empty = ok<ProjectListResponse>(
        await client(uncached, ana).get(`/api/projects?limit=2&cursor=${encodeURIComponent(pastEnd)}`),
      );
      expect(empty.items).toEqual([]);
      expect(empty.nextCursor).toBeNull();
      expect(empty.summary).toEqual(first.summary);
      expect(projectQueries()).toBe(2);

      const none = ok<ProjectListResponse>(await client(uncached, ana).get("/api/projects?q=nada-bate-com-isto"));
      expect(none).toEqual({
        items: [],
        nextCursor: null,
        summary: { total: 0, fundraising: 0, total_volume: 0, average_roi: null },
      });
    } finally {
      t.database.log.useLogger(t.app.log);
      await uncached.close();
    }
  });
});
