// The contracts job reads only the commitments still without an SCP contract (investments.contract_requested,
// kept by a trigger on signature_requests: migration 0015, docs/decisions/054-kept-counters.md), and still
// makes every contract once.
import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { investments } from "../src/db/schema/index.ts";
import {
  CONTRACTS_PER_RUN,
  createScpContracts,
  investmentsDueForContract,
} from "../src/modules/signatures/signature-jobs.ts";
import { DEMO, projectIdByTitle, SEEDED, userIdOf } from "./project-helpers.ts";
import { createTestApp, sqlRows, type TestApp } from "./test-app.ts";

const DAY = 24 * 3600 * 1000;
let offset = 0;
const now = () => new Date(Date.now() + offset);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: true, now });
});
afterAll(() => t.close());

const rows = <R>(query: SQL) => sqlRows<R>(t.database.db, query);

/** Ana's commitments of R$ 1 000 on Acácias, whose withdrawal periods end `endsIn` ms from the app's now. */
async function commitmentsOfAna(endsIn: number[]): Promise<string[]> {
  const db = t.database.db;
  const projectId = await projectIdByTitle(db, SEEDED.acacias);
  const investorId = await userIdOf(db, DEMO.ana);
  const rows = await db
    .insert(investments)
    .values(
      endsIn.map((ms) => ({
        projectId,
        investorId,
        amount: "1000.00",
        withdrawableUntil: new Date(now().getTime() + ms),
      })),
    )
    .returning({ id: investments.id });
  return rows.map((r) => r.id);
}

describe("the SCP contracts job", () => {
  it("lists only commitments without a contract and makes each contract once", async () => {
    const db = t.database.db;
    // Whatever the demo already has due goes first: afterwards nothing is due.
    await t.app.jobs.signatures();
    expect(await investmentsDueForContract(db, now())).toEqual([]);

    const ids = await commitmentsOfAna([1000, 2000, 3000].map(() => 5 * DAY));
    // One is withdrawn within its 5 days: it never gets a contract.
    await db.execute(sql`update investments set status = 'withdrawn', withdrawn_at = now() where id = ${ids[2]!}`);
    expect(await investmentsDueForContract(db, now())).toEqual([]); // still within the 5 days

    const start = offset;
    try {
      offset += 5.1 * DAY;
      // Ours (and the demo's that fall due in these days), never the withdrawn one.
      const due = await investmentsDueForContract(db, now());
      expect(due).toEqual(expect.arrayContaining(ids.slice(0, 2)));
      expect(due).not.toContain(ids[2]);
      const first = await t.app.jobs.signatures();
      expect(first.contracts).toHaveLength(due.length);
      // Once made, a contract takes its commitment off the job's list: the next runs read and make nothing.
      expect(await investmentsDueForContract(db, now())).toEqual([]);
      expect((await t.app.jobs.signatures()).contracts).toEqual([]);
      const made = await rows<{ investment_id: string; n: number }>(sql`
        select investment_id, count(*)::int as n from signature_requests
        where investment_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) group by investment_id`);
      expect(new Map(made.map((r) => [r.investment_id, r.n]))).toEqual(new Map(ids.slice(0, 2).map((id) => [id, 1])));
      // The flag says exactly whether a contract exists, for every commitment of the platform.
      expect(
        await rows(sql`
          select i.id from investments i
          where i.contract_requested <> exists (select 1 from signature_requests s where s.investment_id = i.id)`),
      ).toEqual([]);
    } finally {
      offset = start;
    }
  });

  it("works a backlog through in batches, the longest due first, so no run holds the server for the whole backlog", async () => {
    const db = t.database.db;
    await t.app.jobs.signatures();
    const [longest, middle, newest] = await commitmentsOfAna([-3 * DAY, -2 * DAY, -1 * DAY]);
    expect(CONTRACTS_PER_RUN).toBeGreaterThan(0);
    expect(await investmentsDueForContract(db, now(), 2)).toEqual([longest, middle]);
    const deps = { db, storage: t.app.storage, publicUrl: t.config.publicUrl, now: now() };
    expect(await createScpContracts({ ...deps, limit: 2 })).toHaveLength(2);
    expect(await investmentsDueForContract(db, now())).toEqual([newest]);
    expect(await createScpContracts({ ...deps, limit: 2 })).toHaveLength(1);
    expect(await investmentsDueForContract(db, now())).toEqual([]);
  });
});
