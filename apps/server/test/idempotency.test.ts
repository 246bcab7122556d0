import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idempotencyKeys, investments } from "../src/db/schema/index.ts";
import { newAccount, openRaise, type Account } from "./project-helpers.ts";
import { createTestApp, expectApiError, type TestApp } from "./test-app.ts";

let t: TestApp;
let creator: Account;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: "100000" });
  creator = await newAccount(t.app, "creator");
  projectId = await openRaise(t, creator.cookie, {
    target_amount: 1_000_000,
    minimum_target_amount: 700_000,
    min_investment: 1_000,
  });
});
afterAll(() => t.close());

function invest(account: Account, amount: number, key?: string) {
  return t.app.inject({
    method: "POST",
    url: `/api/projects/${projectId}/investments`,
    headers: { cookie: account.cookie, ...(key === undefined ? {} : { "idempotency-key": key }) },
    payload: { amount },
  });
}
async function investmentCount(account: Account) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(investments)
    .where(eq(investments.investorId, account.id));
  return row!.n;
}

describe("Idempotency-Key", () => {
  it("answers a repeat with the first answer without investing twice", async () => {
    const investor = await newAccount(t.app, "investor");
    const first = await invest(investor, 2_000, "invest-1");
    expect(first.statusCode, first.body).toBe(201);
    const again = await invest(investor, 2_000, "invest-1");
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers["content-type"]).toMatch(/^application\/json/);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(await investmentCount(investor)).toBe(1);
  });

  it("creates one investment from simultaneous requests with the same key", async () => {
    const investor = await newAccount(t.app, "investor");
    const answers = await Promise.all(Array.from({ length: 6 }, () => invest(investor, 3_000, "parallel-1")));
    expect(await investmentCount(investor)).toBe(1);
    const created = answers.filter((r) => r.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    // The others either replay the first answer or are told it is still running; none invests.
    for (const r of answers) {
      if (r.statusCode === 201) expect(r.json().id).toBe(created[0]!.json().id);
      else expectApiError(r, 409, "CONFLICT");
    }
    const replay = await invest(investor, 3_000, "parallel-1");
    expect(replay.json().id).toBe(created[0]!.json().id);
  });

  it("refuses the same key with another body", async () => {
    const investor = await newAccount(t.app, "investor");
    expect((await invest(investor, 2_000, "changed-body")).statusCode).toBe(201);
    const other = await invest(investor, 5_000, "changed-body");
    expectApiError(
      other,
      409,
      "CONFLICT",
      "Esta chave de idempotência já foi usada com outra requisição. Gere uma nova chave.",
    );
    expect(await investmentCount(investor)).toBe(1);
  });

  it("keeps each user's keys apart", async () => {
    const [a, b] = [await newAccount(t.app, "investor"), await newAccount(t.app, "investor")];
    const fromA = await invest(a, 2_000, "shared-key");
    const fromB = await invest(b, 2_000, "shared-key");
    expect(fromA.statusCode).toBe(201);
    expect(fromB.statusCode).toBe(201);
    expect(fromB.json().id).not.toBe(fromA.json().id);
    expect(await investmentCount(b)).toBe(1);
  });

  it("runs every request without a key, and refuses a malformed key", async () => {
    const investor = await newAccount(t.app, "investor");
    expect((await invest(investor, 1_000)).statusCode).toBe(201);
    expect((await invest(investor, 1_000)).statusCode).toBe(201);
    expect(await investmentCount(investor)).toBe(2);
    expectApiError(await invest(investor, 1_000, "x".repeat(256)), 400, "VALIDATION_ERROR");
    expectApiError(await invest(investor, 1_000, "com espaço"), 400, "VALIDATION_ERROR");
    expect(await investmentCount(investor)).toBe(2);
  });

  it("replays a refusal too, and withdraws once", async () => {
    const investor = await newAccount(t.app, "investor");
    const low = await invest(investor, 10, "too-low");
    expectApiError(low, 409, "CONFLICT"); // below the project's minimum ticket
    expect((await invest(investor, 10, "too-low")).body).toBe(low.body);

    const id = (await invest(investor, 2_000, "to-withdraw")).json().id as string;
    const withdraw = () =>
      t.app.inject({
        method: "POST",
        url: `/api/investments/${id}/withdraw`,
        headers: { cookie: investor.cookie, "idempotency-key": "withdraw-1" },
      });
    const first = await withdraw();
    expect(first.statusCode, first.body).toBe(200);
    const second = await withdraw();
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    // Without the key the repeat reaches the rule and is refused.
    const plain = await t.app.inject({
      method: "POST",
      url: `/api/investments/${id}/withdraw`,
      headers: { cookie: investor.cookie },
    });
    expect(plain.statusCode).toBe(409);
  });

  it("needs a session: no key is stored for an anonymous request", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/projects/${projectId}/investments`,
      headers: { "idempotency-key": "anonymous" },
      payload: { amount: 1_000 },
    });
    expectApiError(res, 401, "UNAUTHENTICATED");
    const rows = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, "anonymous"));
    expect(rows).toHaveLength(0);
  });

  it("forgets keys after a day (clean-up job): the request then runs again", async () => {
    const investor = await newAccount(t.app, "investor");
    expect((await invest(investor, 1_000, "old-key")).statusCode).toBe(201);
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(idempotencyKeys.key, "old-key"));
    await t.app.jobs.cleanUp();
    const rows = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, "old-key"));
    expect(rows).toHaveLength(0);
    expect((await invest(investor, 1_000, "old-key")).statusCode).toBe(201);
    expect(await investmentCount(investor)).toBe(2);
  });

  it("documents the header in the OpenAPI schema of the idempotent routes", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs" })).json() as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    };
    const headerOf = (path: string) =>
      doc.paths[path]!.post!.parameters?.some((p) => p.in === "header" && p.name === "idempotency-key");
    expect(headerOf("/api/projects/{id}/investments")).toBe(true);
    expect(headerOf("/api/investments/{id}/withdraw")).toBe(true);
    expect(headerOf("/api/quotations")).toBe(true);
    expect(headerOf("/api/quotations/{id}/respond")).toBe(true);
  });
});
